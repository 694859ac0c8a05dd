/**
 * The exact return to player of 9/6 Jacks or Better under optimal play, by exhaustive analysis: for every
 * one of the 134,459 classes of deals under suit relabelling (deal-classes.ts), the expectation of each of its
 * 32 holds (by inclusion–exclusion over the superset counts, superset-counts.ts), the best of them, weighted
 * by the deals the class stands for. Every figure is a whole number over the common denominator
 * C(52, 5) × 7,669,695 = 19,933,230,517,200 (draw-counts.ts), so the result is exact.
 *
 * It takes about a second and some 12 MB, so the game reads the pinned result (video-poker-rtp.ts); this
 * module recomputes it for the tests and for video-poker.analysis.ts.
 */
import { dealClasses } from './deal-classes.ts';
import { exactRatio, type ExactRatio } from '../exact/exact-ratio.ts';
import type { HandCategory } from './hand-category.ts';
import { paysByCategoryIndex } from './pay-table.ts';
import type { SupersetCounts } from './superset-counts.ts';
import * as drawCounts from './draw-counts.ts';
import * as handCategory from './hand-category.ts';
import * as supersets from './superset-counts.ts';
import * as cards from './video-poker-cards.ts';

// Under tsx and vitest every use of an imported binding goes through a getter, which slows the loops below
// several times over; they read these local copies instead.
const { coinsWonPerCommonDraws, DRAW_COUNTS, DRAWS_COMMON_MULTIPLE } = drawCounts;
const { categoryOfCards, CATEGORY_COUNT, HAND_CATEGORIES } = handCategory;
const { binomial, supersetCounts } = supersets;
const { HAND_SIZE } = cards;

const HOLDS = 1 << HAND_SIZE;
/** All deals: C(52, 5). */
export const DEALS = 2_598_960;

/** The result of the exhaustive analysis for one coin count. */
export interface VideoPokerAnalysis {
  readonly coins: number;
  /** Expected payout per unit staked under optimal play. */
  readonly rtp: ExactRatio;
  /**
   * Final hands of each category under optimal play, over DEALS × 7,669,695 equally weighted (deal, draw)
   * pairs. Where holds tie, the one kept is that of the tie rule of hold-values.ts applied to the class's
   * representative, so these counts (unlike the return) depend on that rule.
   */
  readonly finalHands: Readonly<Record<HandCategory, bigint>>;
  /** Deal classes analysed. */
  readonly classes: number;
}

/** The exact return of optimal play for a bet of `coins` coins, by exhaustive analysis of every deal. */
export function analyseVideoPoker(
  coins: number,
  counts: SupersetCounts = supersetCounts(),
): VideoPokerAnalysis {
  const pays = paysByCategoryIndex(coins);
  const classes = dealClasses();
  const outcomes = new Float64Array(HOLDS * CATEGORY_COUNT);
  const deal = [0, 0, 0, 0, 0];
  // Every term is a non-negative whole number and the totals stay far below 2^53 (checked at the end), so
  // plain numbers add them exactly.
  const finalHands = new Array<number>(CATEGORY_COUNT).fill(0);
  let totalCoinsWon = 0;
  for (let index = 0; index < classes.count; index += 1) {
    for (let position = 0; position < HAND_SIZE; position += 1)
      deal[position] = classes.cards[index * HAND_SIZE + position] as number;
    holdOutcomesBySubsets(counts, deal, outcomes);
    const best = bestHoldMask(outcomes, pays);
    const weight = classes.multiplicities[index] as number;
    const scale = DRAWS_COMMON_MULTIPLE / (DRAW_COUNTS[HAND_SIZE - bitCount(best)] as number);
    for (let category = 0; category < CATEGORY_COUNT; category += 1) {
      const hands = weight * scale * (outcomes[best * CATEGORY_COUNT + category] as number);
      finalHands[category] = (finalHands[category] as number) + hands;
      totalCoinsWon += hands * (pays[category] as number);
    }
  }
  if (!Number.isSafeInteger(totalCoinsWon)) throw new Error('the analysis outgrew exact arithmetic');
  return {
    coins,
    rtp: exactRatio(BigInt(totalCoinsWon), BigInt(DEALS) * BigInt(DRAWS_COMMON_MULTIPLE) * BigInt(coins)),
    finalHands: Object.fromEntries(
      HAND_CATEGORIES.map((category, i) => [category, BigInt(finalHands[i] as number)]),
    ) as Record<HandCategory, bigint>,
    classes: classes.count,
  };
}

/**
 * Writes into `outcomes[mask × 10 + category]` the final hands of each category over every draw of each hold
 * of `deal` (five distinct cards, ascending), by inclusion–exclusion over the superset counts.
 */
export function holdOutcomesBySubsets(
  counts: SupersetCounts,
  deal: readonly number[],
  outcomes: Float64Array,
): void {
  for (let mask = 0; mask < HOLDS - 1; mask += 1) {
    let size = 0;
    let index = 0;
    for (let position = 0; position < HAND_SIZE; position += 1)
      if ((mask >> position) & 1) {
        size += 1;
        index += binomial(deal[position] as number, size);
      }
    const table = counts.counts[size] as Int32Array;
    outcomes.set(table.subarray(index * CATEGORY_COUNT, (index + 1) * CATEGORY_COUNT), mask * CATEGORY_COUNT);
  }
  const [a, b, c, d, e] = deal as [number, number, number, number, number];
  const keepAll = (HOLDS - 1) * CATEGORY_COUNT;
  outcomes.fill(0, keepAll);
  outcomes[keepAll + categoryOfCards(a, b, c, d, e)] = 1;
  // Möbius inversion over the subsets of the deal: from "hands containing T" to "hands meeting the deal in S".
  for (let bit = 1; bit < HOLDS; bit <<= 1)
    for (let mask = 0; mask < HOLDS; mask += 1) {
      if (mask & bit) continue;
      const target = mask * CATEGORY_COUNT;
      const source = (mask | bit) * CATEGORY_COUNT;
      for (let category = 0; category < CATEGORY_COUNT; category += 1)
        outcomes[target + category] =
          (outcomes[target + category] as number) - (outcomes[source + category] as number);
    }
}

/** The best hold by the rule of hold-values.ts: highest expectation, then more cards kept, then leftmost. */
function bestHoldMask(outcomes: Float64Array, pays: readonly number[]): number {
  let best = -1;
  let bestValue = -1;
  for (let mask = 0; mask < HOLDS; mask += 1) {
    let coinsWon = 0;
    for (let category = 0; category < CATEGORY_COUNT; category += 1)
      coinsWon += (outcomes[mask * CATEGORY_COUNT + category] as number) * (pays[category] as number);
    const value = coinsWonPerCommonDraws(coinsWon, DRAW_COUNTS[HAND_SIZE - bitCount(mask)] as number);
    if (best < 0 || value > bestValue || (value === bestValue && isPreferredOnTie(mask, best))) {
      best = mask;
      bestValue = value;
    }
  }
  return best;
}

/** More cards kept, then the lowest position kept where the two differ. */
function isPreferredOnTie(mask: number, other: number): boolean {
  const kept = bitCount(mask);
  const otherKept = bitCount(other);
  if (kept !== otherKept) return kept > otherKept;
  const differ = mask ^ other;
  return (mask & differ & -differ) !== 0;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}
