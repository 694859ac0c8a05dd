/**
 * The exact return to player of a Plinko board: the ball lands in bin k with probability C(rows, k) / 2^rows
 * (k rights out of `rows` fair bounces), so the return is Σ C(rows, k) × multiplier[k] / 2^rows.
 */
import { binomial } from '../exact/binomial.ts';
import { PLINKO_DEFAULT_HOUSE_EDGE, type PlinkoRisk } from './plinko-board.ts';
import { plinkoMultiplierHundredths } from './plinko-multipliers.ts';

/** A return as a rational in lowest terms, and as a number. */
export interface PlinkoRtp {
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly value: number;
}

/** The exact return to player of a board at a house edge. */
export function rtpOfPlinko(
  rows: number,
  risk: PlinkoRisk,
  houseEdge = PLINKO_DEFAULT_HOUSE_EDGE,
): PlinkoRtp {
  const hundredths = plinkoMultiplierHundredths(rows, risk, houseEdge);
  const numerator = hundredths.reduce((sum, value, bin) => sum + binomial(rows, bin) * BigInt(value), 0n);
  const denominator = 100n * 2n ** BigInt(rows);
  const divisor = greatestCommonDivisor(numerator, denominator);
  // Both parts stay far below 2^53 (at most 100 × 2^16 below), so the division is correctly rounded.
  return {
    numerator: numerator / divisor,
    denominator: denominator / divisor,
    value: Number(numerator / divisor) / Number(denominator / divisor),
  };
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
