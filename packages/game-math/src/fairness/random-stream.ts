/**
 * The provably fair random stream. Every random decision of a round is read, strictly in order, from the bytes
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`) for round = 0, 1, 2, …, each
 * round giving 32 bytes. docs/fairness.md describes how every draw turns bytes into a result.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** The inputs of a round's randomness. */
export interface RandomStreamSeeds {
  /** The secret seed; its SHA-256 hash is shown to the player before play and the seed revealed after. */
  readonly serverSeed: string;
  /** The player's seed; the player may change it at any time. */
  readonly clientSeed: string;
  /** The round counter of this seed pair: 0 for the first round after a seed is committed, then 1, 2, … */
  readonly nonce: number;
}

/** The draws of a round; each reads the stream's next bytes, so their order is part of the game. */
export interface RandomStream {
  /** The next byte, 0–255. */
  nextByte(): number;
  /** The next 4 bytes read as a big-endian unsigned integer, 0 to 2^32 − 1. */
  nextUint32(): number;
  /**
   * A uniform integer in [0, n) for an integer n from 1 to 2^32, by rejection sampling: read the fewest bytes
   * that hold n − 1, keep its bit length of low bits, and read again while the value is ≥ n. n = 1 reads
   * nothing.
   */
  int(n: number): number;
  /** A float in [0, 1): the top 52 bits of the next 7 bytes, divided by 2^52. */
  float(): number;
  /** An index i with probability weights[i] / sum, for non-negative integer weights: int(sum) walked in order. */
  weighted(weights: readonly number[]): number;
  /** A shuffled copy (Fisher–Yates: for i from length − 1 down to 1, swap i with int(i + 1)). */
  shuffle<T>(items: readonly T[]): T[];
  /** How many bytes the draws so far have read. */
  readonly bytesUsed: number;
}

const ROUND_BYTES = 32;
const MAX_INT_RANGE = 2 ** 32;
const TWO_POW_52 = 2 ** 52;

/** A fresh stream at byte 0 of round 0 of the seeds. */
export function createRandomStream(seeds: RandomStreamSeeds): RandomStream {
  const { serverSeed, clientSeed, nonce } = seeds;
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  const key = utf8ToBytes(serverSeed);
  let round = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = ROUND_BYTES;
  let used = 0;

  function nextByte(): number {
    if (offset === ROUND_BYTES) {
      block = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
      round += 1;
      offset = 0;
    }
    used += 1;
    const byte = block[offset] as number;
    offset += 1;
    return byte;
  }

  /** `count` bytes (at most 6) read as one big-endian integer; multiplication keeps it unsigned and exact. */
  function readUint(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i += 1) value = value * 256 + nextByte();
    return value;
  }

  function int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > MAX_INT_RANGE) {
      throw new RangeError(`int(n) needs an integer n from 1 to 2^32, got ${n}`);
    }
    if (n === 1) return 0;
    const bits = bitLength(n - 1);
    const bytes = Math.ceil(bits / 8);
    const mask = 2 ** bits;
    for (;;) {
      const value = readUint(bytes) % mask;
      if (value < n) return value;
    }
  }

  function weighted(weights: readonly number[]): number {
    let sum = 0;
    for (const weight of weights) {
      if (!Number.isInteger(weight) || weight < 0)
        throw new RangeError('weights must be non-negative integers');
      sum += weight;
    }
    if (sum < 1) throw new RangeError('weights must not all be zero');
    let pick = int(sum);
    for (let i = 0; i < weights.length; i += 1) {
      pick -= weights[i] as number;
      if (pick < 0) return i;
    }
    throw new Error('unreachable: int(sum) is below the sum of the weights');
  }

  function shuffle<T>(items: readonly T[]): T[] {
    const result = [...items];
    for (let i = result.length - 1; i > 0; i -= 1) {
      const j = int(i + 1);
      const held = result[i] as T;
      result[i] = result[j] as T;
      result[j] = held;
    }
    return result;
  }

  return {
    nextByte,
    nextUint32: () => readUint(4),
    int,
    // 6 bytes give 48 exact bits; the high nibble of the 7th adds the last 4 of the 52.
    float: () => (readUint(6) * 16 + Math.floor(nextByte() / 16)) / TWO_POW_52,
    weighted,
    shuffle,
    get bytesUsed() {
      return used;
    },
  };
}

/** Number of bits needed to write `value` (≥ 1) in binary. */
function bitLength(value: number): number {
  let bits = 0;
  for (let rest = value; rest >= 1; rest = Math.floor(rest / 2)) bits += 1;
  return bits;
}
