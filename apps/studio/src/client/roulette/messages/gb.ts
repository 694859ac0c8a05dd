import { en, type RouletteMessages } from './en.ts';

/** British English: English with the words and spellings that differ in the UK. */
export const gb: RouletteMessages = {
  ...en,
  amountOn: '{name}: {amount} staked',
  totalBet: 'Total stake',
  racetrackHint: 'Choose a number to bet on it and its neighbours on the wheel.',
  neighbours: 'Neighbours',
  fewerNeighbours: 'Fewer neighbours',
  moreNeighbours: 'More neighbours',
  neighbourBet: '{number} and {count} neighbours either side',
  belowInsideMinimum: '{position}: the lowest stake on an inside position is {amount}.',
  belowOutsideMinimum: '{position}: the lowest stake on an outside position is {amount}.',
  aboveInsideMaximum: '{position}: the highest stake on an inside position is {amount}.',
  aboveOutsideMaximum: '{position}: the highest stake on an outside position is {amount}.',
  aboveSpinMaximum: 'The highest total stake for one spin is {amount}.',
  aboveBalance: 'Not enough money for these stakes.',
  rulesIntro:
    'The wheel has 37 pockets: 0 and the numbers 1 to 36, each red or black. Place your chips on the table, then spin: the ball lands in one pocket and every bet that includes its number wins.',
  limitSpin: 'All stakes on one spin',
  rulesNeighbours:
    'Neighbours: choose a number on the racetrack to put one chip straight up on it and on the pockets either side of it on the wheel, {min} to {max} either side ({count} unless you choose otherwise).',
  rulesAnnounced: 'Announced bets put a set of chips of the chosen value on the table:',
  orphelinsCovers: 'the 8 numbers left over by the voisins and the tiers',
  jeuZeroCovers: 'the 7 numbers from 12 to 15, nearest the zero',
  rulesKeyboard:
    'Keyboard: Space spins once chips are placed. On the table the arrow keys move between the numbers; choose a bet type to bet on the splits, streets, corners and six lines that include a number.',
};
