/** C(n, k) exactly; 0 when k is outside 0 … n. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  // After step i the result is C(n, i), a whole number, so every division is exact.
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * BigInt(n - i + 1)) / BigInt(i);
  return result;
}
