/**
 * How many draws a hold has: C(47, k) for k replaced cards, k = 0…5 (1, 47, 1081, 16215, 178365, 1533939).
 * Their least common multiple, 7,669,695 = 5 × C(47, 5), puts every hold's expectation over one denominator:
 * coins won × (7,669,695 / draws) is a whole number at most 4000 × 7,669,695 ≈ 3.1e10, so expectations
 * compare and add exactly as integers.
 */

/** Cards left in the deck after the deal. */
export const UNSEEN_CARDS = 47;

/** DRAW_COUNTS[k] = C(47, k): the draws of a hold that replaces k cards. */
export const DRAW_COUNTS: readonly number[] = [0, 1, 2, 3, 4, 5].map((replaced) =>
  choose(UNSEEN_CARDS, replaced),
);

/** The least common multiple of DRAW_COUNTS. */
export const DRAWS_COMMON_MULTIPLE = 7_669_695;

/** Total coins won over a hold's draws, rescaled to DRAWS_COMMON_MULTIPLE draws. */
export function coinsWonPerCommonDraws(totalCoinsWon: number, draws: number): number {
  return totalCoinsWon * (DRAWS_COMMON_MULTIPLE / draws);
}

/** C(n, k) for small arguments (exact below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

if (DRAW_COUNTS.some((draws) => DRAWS_COMMON_MULTIPLE % draws !== 0))
  throw new Error('DRAWS_COMMON_MULTIPLE must be a multiple of every draw count');
