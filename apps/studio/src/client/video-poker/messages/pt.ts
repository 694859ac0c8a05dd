import type { VideoPokerMessages } from './en.ts';

/** Video poker's texts in (European) Portuguese. */
export const pt: VideoPokerMessages = {
  handRoyalFlush: 'Sequência real',
  handStraightFlush: 'Sequência de cor',
  handFourOfAKind: 'Quadra',
  handFullHouse: 'Full house',
  handFlush: 'Cor',
  handStraight: 'Sequência',
  handThreeOfAKind: 'Trio',
  handTwoPair: 'Dois pares',
  handJacksOrBetter: 'Valetes ou melhor',
  handNothing: 'Sem mão vencedora',

  payTable: 'Tabela de pagamentos',
  payTableCaption: 'Moedas ganhas por cada mão numa aposta de 1 a 5 moedas',
  handColumn: 'Mão',
  coinsBetColumn: 'Moedas apostadas: {coins}',
  yourBetColumn: 'a sua aposta',
  winningHand: 'mão vencedora',

  yourHand: 'A sua mão',
  hold: 'Manter',
  held: 'Mantida',
  holdCard: 'Manter a carta {position}: {card}',
  cardAt: 'Carta {position}: {card}',
  cardHeldAt: 'Carta {position}: {card}, mantida',

  coins: 'Moedas',
  betOne: 'Apostar uma',
  maxBet: 'Aposta máx.',
  coinValue: 'Valor da moeda',
  coinValueDown: 'Baixar o valor da moeda',
  coinValueUp: 'Aumentar o valor da moeda',

  deal: 'Dar cartas',
  draw: 'Trocar',
  dealing: 'A dar as cartas…',
  drawing: 'A trocar as cartas…',
  chooseBet: 'Escolha as moedas e dê as cartas.',
  dealt: 'Recebeu: {category}. Mantenha as cartas que quiser e troque.',
  resultWin: '{category}: ganha {amount}',
  resultNoWin: 'Desta vez sem prémio',
  resumed: 'A sua mão continua.',
  keysHint: 'As teclas 1–5 mantêm uma carta; Espaço dá e troca as cartas.',

  hintSwitch: 'Dica: melhor jogada',
  hintWorking: 'A calcular a melhor jogada…',
  hintHold: 'Melhor jogada: manter {cards}.',
  hintDrawAll: 'Melhor jogada: não manter nenhuma e trocar as cinco.',
  hintExpected: 'Retorno esperado: {amount} ({percent} da aposta).',
  hintMatches: 'A sua escolha é a melhor.',
  hintBadge: 'Dica',

  rulesHeading: 'Como se joga Jacks or Better',
  rulesDeck: 'Cada mão é dada a partir de um baralho de 52 cartas, baralhado de novo a cada mão.',
  rulesHold:
    'Recebe cinco cartas. Mantenha as que quiser, de nenhuma a todas as cinco, e troque uma vez: as cartas que não manteve são substituídas por outras do mesmo baralho.',
  rulesPays:
    'A mão final paga segundo a tabela de pagamentos: as moedas ganhas vezes o valor da moeda. A mão vencedora mais baixa é um par de valetes, damas, reis ou ases.',
  rulesRoyal:
    'Com 5 moedas, uma sequência real paga {top} moedas, ou seja, {perCoin} por moeda em vez de {regular}: a aposta máxima é a que mais devolve.',
  rulesBet:
    'Uma aposta tem de 1 a 5 moedas de um mesmo valor ({values}). O seu montante é moedas × valor da moeda.',
  rtpHeading: 'Retorno ao jogador',
  rtpNote: 'Com a melhor jogada em cada mão, consoante as moedas apostadas:',
};
