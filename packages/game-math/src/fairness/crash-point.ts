/**
 * The crash point of a crash round: the multiplier at which the rising multiplier stops.
 *
 * With u = stream.float() (u = r / 2^52 for a 52-bit integer r) and house edge e, the point is
 * floor(100 × (1 − e) / (1 − u)) / 100, and never below 1.00. So a player who cashes out at m ≥ 1 is paid with
 * probability (1 − e) / m (up to the two-decimal floor), and every cash-out target returns 1 − e. The division
 * is done on integers (e in basis points, r exact), so every platform gets the same point. Points above
 * 1,000,000.00× are shown as 1,000,000.00×; that changes nothing for any cash-out target up to there.
 */
import type { RandomStream } from './random-stream.ts';
import { basisPoints } from '../house-edge.ts';

const TWO_POW_52 = 2n ** 52n;
/** The highest crash point, in hundredths (1,000,000.00×). */
export const CRASH_POINT_MAX_HUNDREDTHS = 100_000_000;

/** The crash point in hundredths (237 for 2.37×), at least 100. */
export function crashPointHundredths(stream: RandomStream, houseEdge: number): number {
  const edge = BigInt(basisPoints(houseEdge));
  const r = BigInt(Math.floor(stream.float() * 2 ** 52));
  const hundredths = ((10_000n - edge) * TWO_POW_52) / (100n * (TWO_POW_52 - r));
  if (hundredths < 100n) return 100;
  return hundredths > BigInt(CRASH_POINT_MAX_HUNDREDTHS) ? CRASH_POINT_MAX_HUNDREDTHS : Number(hundredths);
}

/** The crash point as a multiplier with two decimals (2.37), at least 1.00. */
export function crashPoint(stream: RandomStream, houseEdge: number): number {
  return crashPointHundredths(stream, houseEdge) / 100;
}
