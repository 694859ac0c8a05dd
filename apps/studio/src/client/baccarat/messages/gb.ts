import { en, type BaccaratMessages } from './en.ts';

/** British English: English with the words and spellings that differ in the UK (a bet is a stake). */
export const gb: BaccaratMessages = {
  ...en,
  spotLabel: '{bet}, pays {pays}. Your stake: {stake}. Add a {chip} chip.',
  spotLabelEmpty: '{bet}, pays {pays}. No stake yet. Add a {chip} chip.',
  totalBet: 'Total stake',
  undoLabel: 'Undo the last change to your stakes',
  clearLabel: 'Clear all stakes',
  repeatLabel: 'Repeat the last round’s stakes',
  doubleLabel: 'Double all stakes',
  problemBelowMinimum: 'The lowest stake on {bet} is {amount}.',
  problemAboveMaximum: 'The highest stake on {bet} is {amount}.',
  problemAboveRoundMaximum: 'All stakes in a round together may be at most {amount}.',
  problemNotValid: 'These stakes cannot be placed.',
  problemBalance: 'Not enough money for these stakes.',
  betPushed: 'Stake returned: {amount}',
  roundReturned: 'Your stakes are returned: {amount}.',
  rulesAim:
    'Back the hand you think will finish closer to 9, Player or Banker, or a tie. Pair bets are on the first two cards of a hand.',
  rulesTiePush: 'On a tie, player and banker stakes are returned.',
  rulesCommission: 'A winning banker bet pays evens less a {commission} commission, that is {pays}.',
  rulesRoundLimit: 'All stakes in a round together: at most {amount}.',
  columnLimits: 'Stake limits',
};
