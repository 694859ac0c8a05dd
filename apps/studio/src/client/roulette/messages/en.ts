/** Roulette's own texts, in English; the other languages are typed by these keys. */
export const en = {
  // The table
  tableLabel: 'Roulette table',
  numbersLabel: 'Numbers',
  numbersHint: 'Arrow keys move between the numbers.',
  numberRed: '{number} red',
  numberBlack: '{number} black',
  numberGreen: '{number} green',
  positionName: '{kind} {numbers}',
  kindStraight: 'Straight up',
  kindSplit: 'Split',
  kindStreet: 'Street',
  kindCorner: 'Corner',
  kindSixLine: 'Six line',
  kindDozen: 'Dozen',
  kindColumn: 'Column',
  kindRed: 'Red',
  kindBlack: 'Black',
  kindOdd: 'Odd',
  kindEven: 'Even',
  kindLow: 'Low',
  kindHigh: 'High',
  kindEvenMoney: 'Red or black, odd or even, 1–18 or 19–36',
  amountOn: '{name}: {amount} bet',
  winningBet: 'winning bet',

  // Placing chips
  chipsLabel: 'Chip value',
  chipName: 'Chip of {amount}',
  betActions: 'Bets',
  yourBets: 'Your bets',
  undo: 'Undo',
  clear: 'Clear',
  repeat: 'Repeat',
  double: 'Double',
  totalBet: 'Total bet',
  betType: 'Bet type',
  pickHint: 'Choose a number on the table to see the bets of this type that include it.',
  betsWith: 'Bets with {number}',
  noneWith: 'No bet of this type includes {number}.',

  // Racetrack
  racetrack: 'Racetrack',
  racetrackHint: 'Choose a number to bet on it and its neighbors on the wheel.',
  neighbours: 'Neighbors',
  neighboursEach: '{count} either side',
  fewerNeighbours: 'Fewer neighbors',
  moreNeighbours: 'More neighbors',
  neighbourBet: '{number} and {count} neighbors either side',
  announcedBets: 'Announced bets',
  voisins: 'Voisins du zéro',
  tiers: 'Tiers du cylindre',
  orphelins: 'Orphelins',
  jeuZero: 'Jeu zéro',
  announcedName: '{name}: {count} chips of {amount}',

  // The wheel and results
  wheel: 'Roulette wheel',
  ballRolling: 'The ball is rolling…',
  lastResults: 'Last results',
  noResults: 'No spins yet',
  resultWin: '{number}: you win {amount}',
  resultNoWin: '{number}: no win this time',

  // Refusals
  belowInsideMinimum: '{position}: the lowest bet on an inside position is {amount}.',
  belowOutsideMinimum: '{position}: the lowest bet on an outside position is {amount}.',
  aboveInsideMaximum: '{position}: the highest bet on an inside position is {amount}.',
  aboveOutsideMaximum: '{position}: the highest bet on an outside position is {amount}.',
  aboveSpinMaximum: 'The highest total bet for one spin is {amount}.',
  aboveBalance: 'Not enough money for these bets.',

  // Rules
  rulesHeading: 'How European roulette works',
  rulesIntro:
    'The wheel has 37 pockets: 0 and the numbers 1 to 36, each red or black. Place your chips on the table, then spin: the ball lands in one pocket and every bet that includes its number wins.',
  rulesZero:
    'Zero is green. It loses every outside bet: dozens, columns, red or black, odd or even, 1–18 or 19–36.',
  rulesZeroBets:
    'Beside zero you can also bet the splits 0/1, 0/2 and 0/3, the streets 0/1/2 and 0/2/3 and the corner 0/1/2/3.',
  rulesReturn:
    'A winning bet pays its odds and you get your stake back: {stake} straight up on the winning number returns {returned}.',
  rulesRtp: 'Return to player: {rtp} on every bet.',
  paysHeading: 'Bets and pays',
  betColumn: 'Bet',
  coversColumn: 'Numbers',
  paysColumn: 'Pays',
  paysOdds: '{odds} to 1',
  limitsHeading: 'Table limits',
  limitInside: 'Each inside position',
  limitOutside: 'Each outside position',
  limitSpin: 'All bets of one spin',
  limitRange: '{min} to {max}',
  limitUpTo: 'Up to {max}',
  chipValues: 'Chips: {values}.',
  racetrackHeading: 'Racetrack',
  rulesNeighbours:
    'Neighbors: choose a number on the racetrack to put one chip straight up on it and on the pockets either side of it on the wheel, {min} to {max} either side ({count} unless you choose).',
  rulesAnnounced: 'Announced bets put a set of chips of the chosen value on the table:',
  voisinsCovers: 'the 17 numbers from 22 to 25 round the zero',
  tiersCovers: 'the 12 numbers from 27 to 33 opposite the zero',
  orphelinsCovers: 'the 8 numbers the voisins and the tiers leave',
  jeuZeroCovers: 'the 7 numbers from 12 to 15 nearest the zero',
  announcedRule: '{name}, {covers}: {count} chips on {chips}.',
  rulesKeyboard:
    'Keyboard: Space spins once chips are placed. On the table the arrow keys move between the numbers; choose a bet type to bet on the splits, streets, corners and six lines that include a number.',
} satisfies Record<string, string>;

export type RouletteMessages = Record<keyof typeof en, string>;
