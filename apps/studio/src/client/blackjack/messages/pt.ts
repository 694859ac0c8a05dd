import type { BlackjackMessages } from './en.ts';

export const pt: BlackjackMessages = {
  dealer: 'Croupier',
  yourHand: 'A sua mão',
  handNumber: 'Mão {number} de {count}',
  handLine: '{hand}: {value}',
  playingNow: 'Em jogo',
  handStake: 'Aposta {amount}',
  doubled: 'Dobrada',
  softTotal: '{total} suave',
  dealerShows: 'O croupier mostra {total}',
  dealerHas: 'O croupier tem {total}',
  emptyTable: 'Escolha a sua aposta e carregue em Dar cartas.',
  dealing: 'A dar cartas…',
  resumed: 'A sua mão continua',

  actions: 'A sua jogada',
  deal: 'Dar cartas',
  hit: 'Pedir',
  stand: 'Ficar',
  double: 'Dobrar',
  split: 'Dividir',
  insuranceYes: 'Seguro',
  insuranceNo: 'Sem seguro',
  actionWithCost: '{action}: custa mais {amount}',
  notEnoughForExtra: 'O seu saldo não cobre a aposta adicional.',
  insuranceOffer:
    'O croupier mostra um ás. O seguro custa {amount} e paga {ratio} se o croupier tiver blackjack.',
  keysHelp: 'Teclas: H pedir · S ficar · D dobrar · P dividir · Espaço dar cartas',
  hint: 'Sugestão',
  hintMove: 'Estratégia básica: {move}',

  resultBlackjack: 'Blackjack',
  resultWin: 'Ganhou',
  resultPush: 'Empate',
  resultLose: 'Perdeu',
  resultBust: 'Rebentou',
  pays: 'paga {amount}',
  insuranceWon: 'O seguro paga {amount}',
  insuranceLost: 'Seguro perdido',
  totalWin: 'Prémio total: {amount}',
  noWin: 'Desta vez sem prémio',

  rulesHeading: 'Como se joga blackjack',
  rulesGoal: 'Vença o croupier com um total mais próximo de 21 do que o dele, sem passar de 21.',
  rulesValues:
    'As cartas de 2 a 10 valem o seu número; valetes, damas e reis, 10; o ás, 1 ou 11. Uma mão em que o ás conta 11 é suave.',
  rulesDecks: 'O sapato tem {decks} baralhos, baralhados antes de cada ronda.',
  rulesDealerStands: 'O croupier pede até 16 e fica em qualquer 17, incluindo 17 suave.',
  rulesDealerHitsSoft17: 'O croupier pede até 16 e com 17 suave, e fica com 17 duro.',
  rulesPeek:
    'Com um ás ou uma carta de valor 10 à vista, o croupier verifica se tem blackjack antes de as suas mãos serem jogadas; um blackjack do croupier termina logo a ronda.',
  rulesBlackjack:
    'Um blackjack, ou seja, um ás e uma carta de valor 10 como as duas primeiras cartas, paga {ratio}.',
  rulesWins: 'Qualquer outra vitória paga 1:1, e um empate devolve-lhe a aposta.',
  rulesInsurance:
    'Quando o croupier mostra um ás, pode fazer um seguro por metade da sua aposta. Paga {ratio} se o croupier tiver blackjack.',
  rulesDouble:
    'Pode dobrar com quaisquer duas primeiras cartas: a aposta duplica e recebe exatamente mais uma carta.',
  rulesDoubleAfterSplit: 'Também pode dobrar depois de dividir.',
  rulesSplit:
    'Pode dividir duas cartas do mesmo valor facial em duas mãos, até {hands} mãos no total. Duas cartas de valor 10 diferentes, como um rei e uma dama, não são um par.',
  rulesSplitAces: 'Os ases divididos recebem uma só carta cada e não podem voltar a ser divididos.',
  rulesSplit21: 'Um 21 feito depois de dividir conta como 21, não como blackjack.',
  rulesNoSurrender: 'A desistência não está disponível.',
  rulesUnfinished:
    'Uma mão deixada por terminar é concluída automaticamente: sem seguro e ficando em todas as mãos em aberto.',
  rulesRtp: 'Retorno ao jogador com estratégia básica: {rtp}.',
  rulesHint: 'Na mesa, o interruptor Sugestão mostra a jogada da estratégia básica em cada decisão.',
};
