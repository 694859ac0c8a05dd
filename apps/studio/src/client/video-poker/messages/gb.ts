import type { VideoPokerMessages } from './en.ts';

/** Video poker's texts in British English. */
export const gb: VideoPokerMessages = {
  handRoyalFlush: 'Royal flush',
  handStraightFlush: 'Straight flush',
  handFourOfAKind: 'Four of a kind',
  handFullHouse: 'Full house',
  handFlush: 'Flush',
  handStraight: 'Straight',
  handThreeOfAKind: 'Three of a kind',
  handTwoPair: 'Two pairs',
  handJacksOrBetter: 'Jacks or better',
  handNothing: 'No paying hand',

  payTable: 'Pay table',
  payTableCaption: 'Coins won by each hand for a stake of 1 to 5 coins',
  handColumn: 'Hand',
  coinsBetColumn: 'Coins staked: {coins}',
  yourBetColumn: 'your stake',
  winningHand: 'winning hand',

  yourHand: 'Your hand',
  hold: 'Hold',
  held: 'Held',
  holdCard: 'Hold card {position}: {card}',
  cardAt: 'Card {position}: {card}',
  cardHeldAt: 'Card {position}: {card}, held',

  coins: 'Coins',
  betOne: 'Stake one',
  maxBet: 'Max stake',
  coinValue: 'Coin value',
  coinValueDown: 'Lower the coin value',
  coinValueUp: 'Raise the coin value',

  deal: 'Deal',
  draw: 'Draw',
  dealing: 'Dealing…',
  drawing: 'Drawing…',
  chooseBet: 'Choose your coins, then deal.',
  dealt: 'Dealt: {category}. Hold the cards you want, then draw.',
  resultWin: '{category}: you win {amount}',
  resultNoWin: 'No win this time',
  resumed: 'Your hand carries on.',
  keysHint: 'Keys 1–5 hold a card; Space deals and draws.',

  hintSwitch: 'Best hold hint',
  hintWorking: 'Working out the best hold…',
  hintHold: 'Best hold: {cards}.',
  hintDrawAll: 'Best hold: none, draw five new cards.',
  hintExpected: 'Expected return: {amount} ({percent} of the stake).',
  hintMatches: 'Your hold is the best one.',
  hintBadge: 'Best',

  rulesHeading: 'How Jacks or Better works',
  rulesDeck: 'Every hand is dealt from one 52-card deck, shuffled afresh for each hand.',
  rulesHold:
    'You get five cards. Hold any of them, from none to all five, and draw once: the cards you did not hold are replaced from the same deck.',
  rulesPays:
    'The final hand pays as the pay table shows: the coins won times the coin value. The lowest paying hand is a pair of jacks, queens, kings or aces.',
  rulesRoyal:
    'At 5 coins a royal flush pays {top} coins, {perCoin} per coin instead of {regular}: the maximum stake returns the most.',
  rulesBet: 'You stake 1 to 5 coins of one coin value ({values}): the stake is coins × coin value.',
  rtpHeading: 'Return to player',
  rtpNote: 'With the best hold on every hand, by the coins staked:',
};
