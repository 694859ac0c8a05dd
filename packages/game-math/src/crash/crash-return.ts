/**
 * The exact return of a crash bet cashed out at a target, from the crash point's definition
 * (fairness/crash-point.ts): the point reaches m hundredths exactly when the draw's 52-bit integer r satisfies
 * 100 · m · (2^52 − r) ≤ (10000 − E) · 2^52 (E the house edge in basis points), which holds for
 * floor((10000 − E) · 2^52 / (100 · m)) of the 2^52 equally likely values of r. The bet pays m / 100 times the
 * stake with that probability; every target up to the 1,000,000.00× cap returns 1 − e less at most m / 2^52.
 */
import { basisPoints } from '../house-edge.ts';
import { CRASH_POINT_MAX_HUNDREDTHS } from '../fairness/crash-point.ts';

const TWO_POW_52 = 2n ** 52n;

/** How many of the 2^52 values of the draw give a crash point of at least `target` hundredths. */
export function drawsReaching(targetHundredths: number, houseEdge: number): bigint {
  if (!Number.isSafeInteger(targetHundredths) || targetHundredths < 100)
    throw new RangeError('a cash-out target is a whole number of hundredths, at least 100');
  if (targetHundredths > CRASH_POINT_MAX_HUNDREDTHS) return 0n;
  const edge = BigInt(basisPoints(houseEdge));
  const reaching = ((10_000n - edge) * TWO_POW_52) / (100n * BigInt(targetHundredths));
  return reaching > TWO_POW_52 ? TWO_POW_52 : reaching;
}

/** The exact return to player of a cash-out at `target` hundredths, as a fraction of the stake. */
export function crashReturn(targetHundredths: number, houseEdge: number): number {
  const reaching = drawsReaching(targetHundredths, houseEdge);
  return Number(reaching * BigInt(targetHundredths)) / Number(TWO_POW_52 * 100n);
}
