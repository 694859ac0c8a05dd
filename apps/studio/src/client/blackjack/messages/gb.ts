import { en, type BlackjackMessages } from './en.ts';

/** British English: English with the words that differ in the UK (a stake, carry on). */
export const gb: BlackjackMessages = {
  ...en,
  handStake: 'Stake {amount}',
  emptyTable: 'Choose your stake and press Deal.',
  resumed: 'Your hand carries on',
  notEnoughForExtra: 'Your balance does not cover the extra stake.',
  noWin: 'No win this time',
  rulesWins: 'Any other win pays 1:1, and a push (equal totals) returns your stake.',
  rulesInsurance:
    'When the dealer shows an ace you may take insurance for half your stake. It pays {ratio} if the dealer has blackjack.',
  rulesDouble: 'Double on any first two cards: your stake doubles and you get exactly one more card.',
};
