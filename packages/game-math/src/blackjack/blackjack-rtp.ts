/**
 * The published return to player of the table played by basic strategy, from the combinatorial analysis in
 * return-analysis.ts (run by return-analysis.test.ts, which checks these constants against it).
 *
 * The analysis is exact for these rules (every first deal, every card the player and the dealer can draw
 * from what is left of the six-deck shoe, the peek, and splits with every second card followed), up to
 * floating-point rounding, which stays below 1e-12. It gives an expected result of −0.405922 % of the
 * initial bet per round, a return of 0.99594078; published rounded to four decimals, 0.9959, so the
 * published figure is within 0.00005 of the exact one. It is the return per unit of the initial bet (doubles
 * and splits add stakes but are counted against the initial bet, as house edges of blackjack are quoted),
 * for an even bet; an odd bet loses the half minor unit floored off each 3:2.
 */

/** The return to player of basic strategy, per unit of the initial bet, rounded to four decimals (99.59 %). */
export const BLACKJACK_RTP = 0.9959;

/** How far the exact return may be from BLACKJACK_RTP: the rounding to four decimals. */
export const BLACKJACK_RTP_PRECISION = 0.00005;

/** The analysed expected result per unit of the initial bet, to eight decimals (the house edge is minus it). */
export const BLACKJACK_EXPECTED_VALUE = -0.00405922;

/** The chance of a player blackjack paid 3:2 (the dealer has none), to six decimals. */
export const BLACKJACK_PAID_BLACKJACK_CHANCE = 0.045323;

/**
 * The analysed return of basic strategy for a bet in minor units: an odd bet's 3:2 is floored, so it returns
 * half a minor unit less per paid blackjack. Without a bet, the return of an even one.
 */
export function rtpOfBlackjack(bet?: number): number {
  const rtp = 1 + BLACKJACK_EXPECTED_VALUE;
  if (bet === undefined) return rtp;
  if (!Number.isSafeInteger(bet) || bet < 1) throw new RangeError('bet must be a positive integer');
  return bet % 2 === 0 ? rtp : rtp - (BLACKJACK_PAID_BLACKJACK_CHANCE * 0.5) / bet;
}
