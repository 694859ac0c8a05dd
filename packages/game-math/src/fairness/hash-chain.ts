/**
 * The hash chain behind a shared table's rounds (the crash game's crash points). The operator draws one secret
 * seed s(N) and hashes it down: s(i − 1) = hashServerSeed(s(i)) for i = N … 1. Before round 1 the operator
 * publishes s(0), the chain's commitment; round i is drawn with s(i) as its server seed and reveals it once it
 * is over. Every revealed seed hashes to the one revealed before it, so the operator fixed every outcome when
 * s(0) was published and can change none of them later; anyone can check a round by hashing its seed back to
 * the commitment.
 */
import { hashServerSeed, verifyServerSeed } from './seeds.ts';

/** The seeds s(1) … s(length) of a chain from its secret end s(length), and its commitment s(0). */
export function hashChain(secretEnd: string, length: number): { commitment: string; seeds: string[] } {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('a chain has at least one round');
  const seeds = new Array<string>(length);
  let seed = secretEnd;
  for (let round = length; round >= 1; round -= 1) {
    seeds[round - 1] = seed;
    seed = hashServerSeed(seed);
  }
  return { commitment: seed, seeds };
}

/** Whether `seed` is the round after `previous` in its chain: `previous` is its commitment, as for any seed. */
export function followsInChain(seed: string, previous: string): boolean {
  return verifyServerSeed(seed, previous);
}

/**
 * The round number of a revealed seed in the chain committed to by `commitment`: the number of hashes that lead
 * from the seed to the commitment, found within `maxRound` hashes; null when the seed is not in that chain.
 */
export function roundInChain(seed: string, commitment: string, maxRound: number): number | null {
  const target = commitment.trim().toLowerCase();
  let current = seed;
  for (let round = 1; round <= maxRound; round += 1) {
    current = hashServerSeed(current);
    if (current === target) return round;
  }
  return null;
}
