import type { BlackjackMessages } from './en.ts';

export const es: BlackjackMessages = {
  dealer: 'Crupier',
  yourHand: 'Tu mano',
  handNumber: 'Mano {number} de {count}',
  handLine: '{hand}: {value}',
  playingNow: 'Te toca',
  handStake: 'Apuesta {amount}',
  doubled: 'Doblada',
  softTotal: '{total} blando',
  dealerShows: 'El crupier muestra {total}',
  dealerHas: 'El crupier tiene {total}',
  emptyTable: 'Elige tu apuesta y pulsa Repartir.',
  dealing: 'Repartiendo…',
  resumed: 'Tu mano continúa',

  actions: 'Tu jugada',
  deal: 'Repartir',
  hit: 'Pedir',
  stand: 'Plantarse',
  double: 'Doblar',
  split: 'Dividir',
  insuranceYes: 'Seguro',
  insuranceNo: 'Sin seguro',
  actionWithCost: '{action}: cuesta {amount} más',
  notEnoughForExtra: 'Tu saldo no cubre la apuesta adicional.',
  insuranceOffer:
    'El crupier muestra un as. El seguro cuesta {amount} y paga {ratio} si el crupier tiene blackjack.',
  keysHelp: 'Teclas: H pedir · S plantarse · D doblar · P dividir · Espacio repartir',
  hint: 'Consejo',
  hintMove: 'Estrategia básica: {move}',

  resultBlackjack: 'Blackjack',
  resultWin: 'Ganas',
  resultPush: 'Empate',
  resultLose: 'Pierdes',
  resultBust: 'Te pasas',
  pays: 'paga {amount}',
  insuranceWon: 'El seguro paga {amount}',
  insuranceLost: 'Seguro perdido',
  totalWin: 'Premio total: {amount}',
  noWin: 'Esta vez no hay premio',

  rulesHeading: 'Cómo se juega al blackjack',
  rulesGoal: 'Gana al crupier con un total más cercano a 21 que el suyo, sin pasarte de 21.',
  rulesValues:
    'Las cartas del 2 al 10 valen su número; las jotas, reinas y reyes, 10; el as, 1 u 11. Una mano en la que el as cuenta 11 es blanda.',
  rulesDecks: 'El zapato tiene {decks} barajas y se mezcla antes de cada ronda.',
  rulesDealerStands: 'El crupier pide hasta 16 y se planta con cualquier 17, también con 17 blando.',
  rulesDealerHitsSoft17: 'El crupier pide hasta 16 y con 17 blando, y se planta con 17 duro.',
  rulesPeek:
    'Si muestra un as o una carta de valor 10, el crupier comprueba si tiene blackjack antes de que juegues; un blackjack del crupier termina la ronda en el acto.',
  rulesBlackjack:
    'Un blackjack, es decir, un as y una carta de valor 10 como tus dos primeras cartas, paga {ratio}.',
  rulesWins: 'Cualquier otra victoria paga 1:1, y un empate te devuelve la apuesta.',
  rulesInsurance:
    'Cuando el crupier muestra un as, puedes asegurarte por la mitad de tu apuesta. El seguro paga {ratio} si el crupier tiene blackjack.',
  rulesDouble:
    'Puedes doblar con tus dos primeras cartas, sean cuales sean: tu apuesta se duplica y recibes una sola carta más.',
  rulesDoubleAfterSplit: 'También puedes doblar después de dividir.',
  rulesSplit:
    'Divide dos cartas del mismo rango en dos manos, hasta {hands} manos en total. Dos cartas de valor 10 de distinto rango, como un rey y una reina, no forman pareja.',
  rulesSplitAces: 'Los ases divididos reciben una sola carta cada uno y no se pueden volver a dividir.',
  rulesSplit21: 'Un 21 conseguido tras dividir cuenta como 21, no como blackjack.',
  rulesNoSurrender: 'No se ofrece la rendición.',
  rulesUnfinished:
    'Una mano que dejas sin terminar se completa automáticamente: sin seguro y plantándose en cada mano abierta.',
  rulesRtp: 'Retorno al jugador con estrategia básica: {rtp}.',
  rulesHint: 'En la mesa, el interruptor Consejo muestra la jugada de la estrategia básica en cada decisión.',
};
