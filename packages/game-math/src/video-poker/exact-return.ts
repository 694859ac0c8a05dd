/** Exact returns as rationals: BigInt numerator and denominator in lowest terms, with the nearest double. */

/** A non-negative rational in lowest terms and its value as a double. */
export interface ExactReturn {
  readonly numerator: bigint;
  readonly denominator: bigint;
  /** numerator / denominator, the nearest double. */
  readonly value: number;
}

/** numerator / denominator in lowest terms. */
export function exactReturn(numerator: bigint, denominator: bigint): ExactReturn {
  if (denominator <= 0n || numerator < 0n)
    throw new RangeError('a return needs a non-negative numerator and a positive denominator');
  let a = numerator;
  let b = denominator;
  while (b !== 0n) [a, b] = [b, a % b];
  const top = numerator / a;
  const bottom = denominator / a;
  return { numerator: top, denominator: bottom, value: quotient(top, bottom) };
}

/** The quotient as a double: one correctly rounded division when both parts are exact doubles. */
function quotient(numerator: bigint, denominator: bigint): number {
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  if (numerator <= safe && denominator <= safe) return Number(numerator) / Number(denominator);
  // Beyond 2^53: the whole part plus 20 decimal digits of the fraction, more than a double keeps.
  const whole = numerator / denominator;
  const scale = 10n ** 20n;
  return Number(whole) + Number(((numerator % denominator) * scale) / denominator) / 1e20;
}
