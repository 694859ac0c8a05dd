/**
 * The rules of the studio's blackjack table, as constants for the code and as data the table shows. Every
 * figure the module publishes (basic strategy, return to player) is for exactly these rules.
 */

/** Decks in the shoe, shuffled afresh for every round. */
export const BLACKJACK_DECKS = 6;
/** The most hands a player can hold by splitting (three splits). */
export const BLACKJACK_MAX_HANDS = 4;
/** The dealer draws below this total and stands on it, soft or hard. */
export const DEALER_STANDS_ON = 17;

/** The table's rules as plain data, for the rules panel. */
export interface BlackjackRules {
  readonly decks: number;
  /** The shoe is shuffled before every round (no card counting across rounds). */
  readonly shuffledEveryRound: true;
  /** The dealer stands on every 17, soft 17 included. */
  readonly dealerHitsSoft17: false;
  /** A blackjack pays numerator : denominator, floored to whole minor units (3:2). */
  readonly blackjackPays: readonly [numerator: number, denominator: number];
  /** The dealer checks the hole card for blackjack when showing an ace or a ten-value card. */
  readonly dealerPeeks: true;
  /** Insurance is offered when the dealer shows an ace: half the bet (floored), paying 2:1. */
  readonly insurancePays: readonly [numerator: number, denominator: number];
  /** Double on any first two cards, also after a split. */
  readonly doubleOn: 'any-two-cards';
  readonly doubleAfterSplit: true;
  /** Split two cards of the same rank; two ten-value cards of different ranks (K, Q) are not a pair. */
  readonly splitPairs: 'same-rank';
  readonly maxHands: number;
  /** Split aces take one card each and cannot be split again. */
  readonly resplitAces: false;
  readonly hitSplitAces: false;
  /** A two-card 21 after a split pays 1:1. */
  readonly blackjackAfterSplit: false;
  readonly surrender: false;
}

/** The rules the table plays by. */
export const BLACKJACK_RULES: BlackjackRules = {
  decks: BLACKJACK_DECKS,
  shuffledEveryRound: true,
  dealerHitsSoft17: false,
  blackjackPays: [3, 2],
  dealerPeeks: true,
  insurancePays: [2, 1],
  doubleOn: 'any-two-cards',
  doubleAfterSplit: true,
  splitPairs: 'same-rank',
  maxHands: BLACKJACK_MAX_HANDS,
  resplitAces: false,
  hitSplitAces: false,
  blackjackAfterSplit: false,
  surrender: false,
};
