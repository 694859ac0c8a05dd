/**
 * The multipliers paid at a house edge. The tables (plinko-tables.ts) return exactly 99 %; for another edge
 * each multiplier is scaled by (1 − edge) / 0.99 and floored to hundredths, and what the flooring took is
 * given back in hundredths to the bins from the most likely outwards, each taking as many as fit (a bin never
 * above its outer neighbour), and the last few to the edge bins. So every edge returns the most that a
 * symmetric two-decimal table can without going above 1 − edge, and the published tables come back
 * unchanged at 1 %.
 */
import { basisPoints } from '../house-edge.ts';
import { checkedPlinkoRows, PLINKO_DEFAULT_HOUSE_EDGE, type PlinkoRisk } from './plinko-board.ts';
import { PLINKO_TABLES } from './plinko-tables.ts';
import { binomial } from '../exact/binomial.ts';

const DESIGN_KEEP_BASIS_POINTS = 9_900n;

/** The multiplier of each bin, 0 … rows, with 2 decimals. */
export function plinkoMultipliers(
  rows: number,
  risk: PlinkoRisk,
  houseEdge = PLINKO_DEFAULT_HOUSE_EDGE,
): number[] {
  return plinkoMultiplierHundredths(rows, risk, houseEdge).map((hundredths) => hundredths / 100);
}

/** The multiplier of each bin in hundredths (562 for 5.62×). */
export function plinkoMultiplierHundredths(
  rows: number,
  risk: PlinkoRisk,
  houseEdge = PLINKO_DEFAULT_HOUSE_EDGE,
): number[] {
  const table = PLINKO_TABLES[risk][checkedPlinkoRows(rows, risk)];
  const keep = 10_000n - BigInt(basisPoints(houseEdge));
  // Bins 0 … middle; the other half mirrors them, so each outer bin counts twice.
  const half = table
    .slice(0, Math.floor(rows / 2) + 1)
    .map((multiplier) => (BigInt(Math.round(multiplier * 100)) * keep) / DESIGN_KEEP_BASIS_POINTS);
  const weights = half.map((_, bin) => binomial(rows, bin) * (2 * bin === rows ? 1n : 2n));
  const paid = half.reduce((sum, hundredths, bin) => sum + hundredths * (weights[bin] as bigint), 0n);
  // Flooring only lowers the return, so what is left to give back is never negative.
  giveBack(half, weights, bestReturn(rows, keep) - paid);
  const hundredths = half.map(Number);
  return [...hundredths, ...hundredths.slice(0, rows + 1 - hundredths.length).reverse()];
}

/**
 * The highest return a symmetric table can have up to keep / 10000, in units of 1 / (100 × 2^rows): every
 * weight is even (C(n, n / 2) is even too), so the reachable sums are the even numbers.
 */
function bestReturn(rows: number, keep: bigint): bigint {
  const ceiling = (keep * 2n ** BigInt(rows)) / 100n;
  return ceiling - (ceiling % 2n);
}

/** Raises bins by `left` units in all, most likely bins first, never above the outer neighbour; the edge last. */
function giveBack(half: bigint[], weights: readonly bigint[], left: bigint): void {
  let rest = left;
  const mostLikelyFirst = half
    .map((_, bin) => bin)
    .slice(1)
    .sort((a, b) => Number((weights[b] as bigint) - (weights[a] as bigint)));
  for (const bin of mostLikelyFirst) {
    const weight = weights[bin] as bigint;
    const room = (half[bin - 1] as bigint) - (half[bin] as bigint);
    const steps = rest / weight < room ? rest / weight : room;
    half[bin] = (half[bin] as bigint) + steps;
    rest -= steps * weight;
  }
  // The edge bins weigh 2 units and rest is even, so they take the remainder exactly.
  half[0] = (half[0] as bigint) + rest / 2n;
}
