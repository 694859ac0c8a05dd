import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { createRandomStream, type RandomStream } from './random-stream.ts';

const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 7 };

function roundBytes(round: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(seeds.serverSeed), utf8ToBytes(`client:7:${round}`));
}

/** A stream of the same seeds and, beside it, the raw bytes it reads. */
function twin(): { stream: RandomStream; bytes: number[] } {
  return { stream: createRandomStream(seeds), bytes: [...roundBytes(0), ...roundBytes(1), ...roundBytes(2)] };
}

describe('the byte order', () => {
  it('reads round 0, then round 1, without skipping a byte', () => {
    const { stream, bytes } = twin();
    const read = Array.from({ length: 70 }, () => stream.nextByte());
    expect(read).toEqual(bytes.slice(0, 70));
    expect(stream.bytesUsed).toBe(70);
  });

  it('reads nextUint32 as 4 big-endian bytes', () => {
    const { stream, bytes } = twin();
    const [a, b, c, d] = bytes as [number, number, number, number];
    expect(stream.nextUint32()).toBe(a * 2 ** 24 + b * 2 ** 16 + c * 2 ** 8 + d);
    expect(stream.bytesUsed).toBe(4);
  });

  it('reads a float from the top 52 bits of 7 bytes', () => {
    const { stream, bytes } = twin();
    const top52 = bytes.slice(0, 7).reduce((value, byte) => value * 256n + BigInt(byte), 0n) >> 4n;
    expect(stream.float()).toBe(Number(top52) / 2 ** 52);
    expect(stream.bytesUsed).toBe(7);
  });

  it('gives different bytes for another nonce, client seed or server seed', () => {
    const first = (changes: Partial<typeof seeds>): number =>
      createRandomStream({ ...seeds, ...changes }).nextUint32();
    const values = new Set([
      first({}),
      first({ nonce: 8 }),
      first({ clientSeed: 'other' }),
      first({ serverSeed: 'x' }),
    ]);
    expect(values.size).toBe(4);
  });
});

describe('int(n)', () => {
  it('reads one byte for n up to 256 and two for n up to 65536', () => {
    const { stream } = twin();
    stream.int(256);
    expect(stream.bytesUsed).toBe(1);
    stream.int(65_536);
    expect(stream.bytesUsed).toBe(3);
  });

  it('reads nothing for n = 1', () => {
    const { stream } = twin();
    expect(stream.int(1)).toBe(0);
    expect(stream.bytesUsed).toBe(0);
  });

  it('masks to the bit length of n − 1 and rejects values ≥ n', () => {
    const { stream, bytes } = twin();
    // n = 37: 6 bits (mask 63); a masked byte of 37…63 is thrown away.
    const expected: number[] = [];
    let used = 0;
    while (expected.length < 20) {
      const masked = (bytes[used] as number) % 64;
      used += 1;
      if (masked < 37) expected.push(masked);
    }
    expect(Array.from({ length: 20 }, () => stream.int(37))).toEqual(expected);
    expect(stream.bytesUsed).toBe(used);
  });

  it('covers the full 32-bit range', () => {
    const { stream, bytes } = twin();
    const [a, b, c, d] = bytes as [number, number, number, number];
    expect(stream.int(2 ** 32)).toBe(a * 2 ** 24 + b * 2 ** 16 + c * 2 ** 8 + d);
  });

  it('refuses n that is not a whole number from 1 to 2^32', () => {
    const stream = createRandomStream(seeds);
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => stream.int(n)).toThrow(RangeError);
  });
});

describe('weighted', () => {
  it('picks index i when int(sum) falls in its share', () => {
    const weights = [5, 0, 3, 2];
    const reference = createRandomStream(seeds);
    const stream = createRandomStream(seeds);
    for (let i = 0; i < 50; i += 1) {
      const draw = reference.int(10);
      expect(stream.weighted(weights)).toBe(draw < 5 ? 0 : draw < 8 ? 2 : 3);
    }
  });

  it('never picks a zero weight and refuses bad weights', () => {
    const stream = createRandomStream(seeds);
    for (let i = 0; i < 200; i += 1) expect(stream.weighted([0, 1, 0])).toBe(1);
    expect(() => stream.weighted([0, 0])).toThrow(RangeError);
    expect(() => stream.weighted([1, 0.5])).toThrow(RangeError);
    expect(() => stream.weighted([1, -1])).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    const items = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = createRandomStream(seeds).shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(items[0]).toBe(0);
  });

  it('swaps position i with int(i + 1), from the end down', () => {
    const reference = createRandomStream(seeds);
    const expected = ['a', 'b', 'c', 'd', 'e'];
    for (let i = expected.length - 1; i > 0; i -= 1) {
      const j = reference.int(i + 1);
      [expected[i], expected[j]] = [expected[j] as string, expected[i] as string];
    }
    expect(createRandomStream(seeds).shuffle(['a', 'b', 'c', 'd', 'e'])).toEqual(expected);
  });
});

it('refuses a negative or fractional nonce', () => {
  expect(() => createRandomStream({ ...seeds, nonce: -1 })).toThrow(RangeError);
  expect(() => createRandomStream({ ...seeds, nonce: 0.5 })).toThrow(RangeError);
});
