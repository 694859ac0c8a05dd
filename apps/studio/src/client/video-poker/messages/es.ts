import type { VideoPokerMessages } from './en.ts';

/** Video poker's texts in Spanish. */
export const es: VideoPokerMessages = {
  handRoyalFlush: 'Escalera real',
  handStraightFlush: 'Escalera de color',
  handFourOfAKind: 'Póquer',
  handFullHouse: 'Full',
  handFlush: 'Color',
  handStraight: 'Escalera',
  handThreeOfAKind: 'Trío',
  handTwoPair: 'Doble pareja',
  handJacksOrBetter: 'Jotas o mejor',
  handNothing: 'Sin mano ganadora',

  payTable: 'Tabla de pagos',
  payTableCaption: 'Monedas ganadas por cada mano con una apuesta de 1 a 5 monedas',
  handColumn: 'Mano',
  coinsBetColumn: 'Monedas apostadas: {coins}',
  yourBetColumn: 'tu apuesta',
  winningHand: 'mano ganadora',

  yourHand: 'Tu mano',
  hold: 'Mantener',
  held: 'Mantenida',
  holdCard: 'Mantener la carta {position}: {card}',
  cardAt: 'Carta {position}: {card}',
  cardHeldAt: 'Carta {position}: {card}, mantenida',

  coins: 'Monedas',
  betOne: 'Apostar una',
  maxBet: 'Apuesta máx.',
  coinValue: 'Valor de la moneda',
  coinValueDown: 'Bajar el valor de la moneda',
  coinValueUp: 'Subir el valor de la moneda',

  deal: 'Repartir',
  draw: 'Cambiar',
  dealing: 'Repartiendo…',
  drawing: 'Cambiando…',
  chooseBet: 'Elige tus monedas y reparte.',
  dealt: 'Repartido: {category}. Mantén las cartas que quieras y cambia.',
  resultWin: '{category}: ganas {amount}',
  resultNoWin: 'Esta vez no hay premio',
  resumed: 'Tu mano continúa.',
  keysHint: 'Las teclas 1–5 mantienen una carta; Espacio reparte y cambia.',

  hintSwitch: 'Consejo: mejor jugada',
  hintWorking: 'Calculando la mejor jugada…',
  hintHold: 'Mejor jugada: mantener {cards}.',
  hintDrawAll: 'Mejor jugada: no mantener ninguna y cambiar las cinco.',
  hintExpected: 'Retorno esperado: {amount} ({percent} de la apuesta).',
  hintMatches: 'Tu elección es la mejor.',
  hintBadge: 'Consejo',

  rulesHeading: 'Cómo se juega a Jacks or Better',
  rulesDeck: 'Cada mano se reparte de una baraja de 52 cartas, que se vuelve a barajar en cada mano.',
  rulesHold:
    'Recibes cinco cartas. Mantén las que quieras, de ninguna a las cinco, y cambia una vez: las cartas que no mantengas se sustituyen por otras de la misma baraja.',
  rulesPays:
    'La mano final paga según la tabla de pagos: las monedas ganadas por el valor de la moneda. La mano ganadora más baja es una pareja de jotas, reinas, reyes o ases.',
  rulesRoyal:
    'Con 5 monedas, la escalera real paga {top} monedas, es decir, {perCoin} por moneda en lugar de {regular}: la apuesta máxima es la que más devuelve.',
  rulesBet:
    'Una apuesta es de 1 a 5 monedas de un mismo valor ({values}). Su importe es monedas × valor de la moneda.',
  rtpHeading: 'Retorno al jugador',
  rtpNote: 'Con la mejor jugada en cada mano, según las monedas apostadas:',
};
