/** Video poker's own texts, in English; the other languages are typed by these keys. `{name}` marks a value. */
export const en = {
  // The hands, best first (the pay table's rows)
  handRoyalFlush: 'Royal flush',
  handStraightFlush: 'Straight flush',
  handFourOfAKind: 'Four of a kind',
  handFullHouse: 'Full house',
  handFlush: 'Flush',
  handStraight: 'Straight',
  handThreeOfAKind: 'Three of a kind',
  handTwoPair: 'Two pair',
  handJacksOrBetter: 'Jacks or better',
  handNothing: 'No paying hand',

  // The pay table
  payTable: 'Pay table',
  payTableCaption: 'Coins won by each hand for a bet of 1 to 5 coins',
  handColumn: 'Hand',
  coinsBetColumn: 'Coins bet: {coins}',
  yourBetColumn: 'your bet',
  winningHand: 'winning hand',

  // The hand
  yourHand: 'Your hand',
  hold: 'Hold',
  held: 'Held',
  holdCard: 'Hold card {position}: {card}',
  cardAt: 'Card {position}: {card}',
  cardHeldAt: 'Card {position}: {card}, held',

  // The bet
  coins: 'Coins',
  betOne: 'Bet one',
  maxBet: 'Max bet',
  coinValue: 'Coin value',
  coinValueDown: 'Lower the coin value',
  coinValueUp: 'Raise the coin value',

  // Playing
  deal: 'Deal',
  draw: 'Draw',
  dealing: 'Dealing…',
  drawing: 'Drawing…',
  chooseBet: 'Choose your coins, then deal.',
  dealt: 'Dealt: {category}. Hold the cards you want, then draw.',
  resultWin: '{category}: you win {amount}',
  resultNoWin: 'No win this time',
  resumed: 'Your hand continues.',
  keysHint: 'Keys 1–5 hold a card; Space deals and draws.',

  // The best-hold hint
  hintSwitch: 'Best hold hint',
  hintWorking: 'Working out the best hold…',
  hintHold: 'Best hold: {cards}.',
  hintDrawAll: 'Best hold: none, draw five new cards.',
  hintExpected: 'Expected return: {amount} ({percent} of the bet).',
  hintMatches: 'Your hold is the best one.',
  hintBadge: 'Best',

  // The rules
  rulesHeading: 'How Jacks or Better works',
  rulesDeck: 'Every hand is dealt from one 52-card deck, shuffled anew for each hand.',
  rulesHold:
    'You get five cards. Hold any of them, from none to all five, and draw once: the cards you did not hold are replaced from the same deck.',
  rulesPays:
    'The final hand pays as the pay table shows: the coins won times the coin value. The lowest paying hand is a pair of jacks, queens, kings or aces.',
  rulesRoyal:
    'At 5 coins a royal flush pays {top} coins, {perCoin} per coin instead of {regular}: the maximum bet returns the most.',
  rulesBet: 'A bet is 1 to 5 coins of one coin value ({values}). The stake is coins × coin value.',
  rtpHeading: 'Return to player',
  rtpNote: 'With the best hold on every hand, by the coins bet:',
} satisfies Record<string, string>;

export type VideoPokerMessages = Record<keyof typeof en, string>;
