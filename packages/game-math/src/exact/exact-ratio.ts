/** Non-negative rationals on BigInt, for return-to-player figures that must not carry float error. */

/** A non-negative rational in lowest terms, with its nearest double for display. */
export interface ExactRatio {
  readonly numerator: bigint;
  readonly denominator: bigint;
  /** numerator / denominator as the nearest double. */
  readonly value: number;
}

/** numerator / denominator reduced to lowest terms. */
export function exactRatio(numerator: bigint, denominator: bigint): ExactRatio {
  if (denominator <= 0n || numerator < 0n)
    throw new RangeError('a ratio needs a non-negative numerator and a positive denominator');
  const divisor = greatestCommonDivisor(numerator, denominator);
  const top = numerator / divisor;
  const bottom = denominator / divisor;
  return { numerator: top, denominator: bottom, value: quotientAsNumber(top, bottom) };
}

/** Whether a < b for two ratios. */
export function isLessThan(a: ExactRatio, b: ExactRatio): boolean {
  return a.numerator * b.denominator < b.numerator * a.denominator;
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The quotient as a double, also when the parts are beyond 2^53. */
function quotientAsNumber(numerator: bigint, denominator: bigint): number {
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  // Both parts exact as doubles: one division, correctly rounded.
  if (numerator <= safe && denominator <= safe) return Number(numerator) / Number(denominator);
  const whole = numerator / denominator;
  const scale = 10n ** 20n;
  const fraction = ((numerator % denominator) * scale) / denominator;
  return Number(whole) + Number(fraction) / 1e20;
}
