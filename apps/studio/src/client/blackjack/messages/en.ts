/** The blackjack table's own texts, in English. `{name}` marks a value put in by `format`. */
export const en = {
  // The table
  dealer: 'Dealer',
  yourHand: 'Your hand',
  handNumber: 'Hand {number} of {count}',
  handLine: '{hand}: {value}',
  playingNow: 'Playing now',
  handStake: 'Bet {amount}',
  doubled: 'Doubled',
  softTotal: 'Soft {total}',
  dealerShows: 'Dealer shows {total}',
  dealerHas: 'Dealer has {total}',
  emptyTable: 'Choose your bet and press Deal.',
  dealing: 'Dealing…',
  resumed: 'Your hand continues',

  // Decisions
  actions: 'Your move',
  deal: 'Deal',
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double',
  split: 'Split',
  insuranceYes: 'Insurance',
  insuranceNo: 'No insurance',
  actionWithCost: '{action}: costs {amount} more',
  notEnoughForExtra: 'Your balance does not cover the extra bet.',
  insuranceOffer:
    'The dealer shows an ace. Insurance costs {amount} and pays {ratio} if the dealer has blackjack.',
  keysHelp: 'Keys: H hit · S stand · D double · P split · Space deal',
  hint: 'Hint',
  hintMove: 'Basic strategy: {move}',

  // Results
  resultBlackjack: 'Blackjack',
  resultWin: 'Win',
  resultPush: 'Push',
  resultLose: 'Lose',
  resultBust: 'Bust',
  pays: 'pays {amount}',
  insuranceWon: 'Insurance pays {amount}',
  insuranceLost: 'Insurance lost',
  totalWin: 'Total win: {amount}',
  noWin: 'No win this round',

  // Rules
  rulesHeading: 'How blackjack is played',
  rulesGoal: 'Beat the dealer with a total closer to 21 than the dealer’s, without going over 21.',
  rulesValues:
    'Cards 2 to 10 count their number, jacks, queens and kings 10, an ace 1 or 11. A hand with an ace counted as 11 is soft.',
  rulesDecks: 'The shoe holds {decks} decks and is shuffled before every round.',
  rulesDealerStands: 'The dealer draws to 16 and stands on every 17, soft 17 included.',
  rulesDealerHitsSoft17: 'The dealer draws to 16 and on soft 17, and stands on hard 17.',
  rulesPeek:
    'With an ace or a ten-value card showing, the dealer checks for blackjack before you play; a dealer blackjack ends the round at once.',
  rulesBlackjack: 'A blackjack, an ace and a ten-value card as your first two cards, pays {ratio}.',
  rulesWins: 'Any other win pays 1:1, and a push (equal totals) gives your bet back.',
  rulesInsurance:
    'When the dealer shows an ace you may take insurance for half your bet. It pays {ratio} if the dealer has blackjack.',
  rulesDouble: 'Double on any first two cards: your bet doubles and you get exactly one more card.',
  rulesDoubleAfterSplit: 'You may double after a split too.',
  rulesSplit:
    'Split two cards of the same rank into two hands, up to {hands} hands in all. Two ten-value cards of different ranks, such as a king and a queen, are not a pair.',
  rulesSplitAces: 'Split aces get one card each and cannot be split again.',
  rulesSplit21: 'A 21 made after a split counts as 21, not blackjack.',
  rulesNoSurrender: 'Surrender is not offered.',
  rulesUnfinished:
    'A hand you leave unfinished is completed automatically: insurance declined and every open hand standing.',
  rulesRtp: 'Return to player with basic strategy: {rtp}.',
  rulesHint: 'At the table, the Hint switch shows the basic-strategy move for every decision.',
} satisfies Record<string, string>;

export type BlackjackMessages = Record<keyof typeof en, string>;
