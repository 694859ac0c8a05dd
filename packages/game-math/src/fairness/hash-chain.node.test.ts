/**
 * The chain checked against Node's own SHA-256. The package never uses Node APIs (it runs in browsers) and its
 * type check has no Node types, so Node's crypto is reached through process.getBuiltinModule.
 */
import { describe, expect, it } from 'vitest';
import { followsInChain, hashChain, roundInChain } from './hash-chain.ts';

interface NodeHash {
  update(data: string, encoding: 'utf8'): NodeHash;
  digest(encoding: 'hex'): string;
}
const { createHash } = (
  globalThis as unknown as {
    process: { getBuiltinModule(id: 'node:crypto'): { createHash(algorithm: 'sha256'): NodeHash } };
  }
).process.getBuiltinModule('node:crypto');

/** SHA-256 of the seed's UTF-8 text as lowercase hex. */
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the hash chain of a shared table', () => {
  const secretEnd = 'f'.repeat(64);

  it('hashes down from the secret end: each seed hashes to the one before it, the first to the commitment', () => {
    const { commitment, seeds } = hashChain(secretEnd, 4);
    expect(seeds).toHaveLength(4);
    expect(seeds[3]).toBe(secretEnd);
    expect(seeds[2]).toBe(sha256Hex(secretEnd));
    expect(seeds[0]).toBe(sha256Hex(sha256Hex(sha256Hex(secretEnd))));
    expect(commitment).toBe(sha256Hex(seeds[0] as string));
    expect(followsInChain(seeds[0] as string, commitment)).toBe(true);
    for (let round = 1; round < seeds.length; round += 1)
      expect(followsInChain(seeds[round] as string, seeds[round - 1] as string)).toBe(true);
  });

  it("finds a revealed seed's round from the commitment, and no round for a seed of another chain", () => {
    const { commitment, seeds } = hashChain(secretEnd, 50);
    expect(roundInChain(seeds[0] as string, commitment, 50)).toBe(1);
    expect(roundInChain(seeds[36] as string, commitment, 50)).toBe(37);
    expect(roundInChain(seeds[36] as string, commitment.toUpperCase(), 50)).toBe(37);
    expect(roundInChain(seeds[36] as string, commitment, 10)).toBeNull();
    expect(roundInChain('0'.repeat(64), commitment, 50)).toBeNull();
    expect(followsInChain(seeds[2] as string, commitment)).toBe(false);
  });

  it("gives docs/fairness.md's test vector", () => {
    const { commitment, seeds } = hashChain(secretEnd, 4);
    expect(commitment).toBe('f0962b9fc9167356c3c7250d3efa9e1974af79008dc1a7b3a3fb2f0f0d3e4e4f');
    expect(seeds[0]).toBe('fbfe0bb18363cbffc5f0c1a2d0728920a077adb1d2af397b884b53a086695f1b');
    expect(seeds[2]).toBe('df0790f236013511e91fa4532fb7761f62320a51a3868dabf4a13fe5f53e3263');
  });

  it('refuses a chain without rounds', () => {
    expect(() => hashChain(secretEnd, 0)).toThrow(RangeError);
  });
});
