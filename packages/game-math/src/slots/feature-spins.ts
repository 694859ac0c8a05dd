/**
 * The expected number of spins a free-spins feature plays, retriggers and the cap included.
 *
 * State: r spins left to play and b spins the cap still allows. A spin plays one and adds k with probability
 * q(k), so E(r, b) = 1 + Σ_k q(k) · E(r − 1 + min(k, b), b − min(k, b)) and E(0, b) = 0. Every step lowers
 * r + b by one, so the table fills level by level, exactly (up to float arithmetic).
 */

/**
 * @param retriggers probability of each number of added spins per free spin (index = spins added)
 * @param maxSpins the feature's cap, the first award included
 * @returns the expected spins of a feature that starts with a given award
 */
export function expectedFeatureSpins(
  retriggers: readonly number[],
  maxSpins: number,
): (initial: number) => number {
  const size = maxSpins + 1;
  const table = new Float64Array(size * size);
  const at = (left: number, budget: number): number => table[left * size + budget] as number;
  const additions = retriggers.flatMap((p, added) => (p > 0 ? [{ added, p }] : []));
  for (let level = 1; level <= maxSpins; level += 1) {
    for (let left = 1; left <= level; left += 1) {
      const budget = level - left;
      let expected = 1;
      for (const { added, p } of additions) {
        const granted = Math.min(added, budget);
        expected += p * at(left - 1 + granted, budget - granted);
      }
      table[left * size + budget] = expected;
    }
  }
  return (initial) => {
    const granted = Math.min(initial, maxSpins);
    return granted <= 0 ? 0 : at(granted, maxSpins - granted);
  };
}
