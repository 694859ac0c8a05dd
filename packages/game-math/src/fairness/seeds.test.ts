import { expect, it } from 'vitest';
import { generateServerSeed, hashServerSeed, verifyServerSeed } from './seeds.ts';

it('writes 32 random bytes as 64 lowercase hex characters', () => {
  const bytes = Uint8Array.from({ length: 32 }, (_, i) => i * 8);
  expect(generateServerSeed(bytes)).toBe('0008101820283038404850586068707880889098a0a8b0b8c0c8d0d8e0e8f0f8');
});

it('refuses anything but 32 bytes', () => {
  expect(() => generateServerSeed(new Uint8Array(31))).toThrow(RangeError);
  expect(() => generateServerSeed(new Uint8Array(33))).toThrow(RangeError);
});

it('commits with the SHA-256 of the seed text', () => {
  expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

it('accepts the revealed seed against its commitment in either case, and nothing else', () => {
  const seed = generateServerSeed(Uint8Array.from({ length: 32 }, (_, i) => 255 - i));
  const commitment = hashServerSeed(seed);
  expect(verifyServerSeed(seed, commitment)).toBe(true);
  expect(verifyServerSeed(seed, commitment.toUpperCase())).toBe(true);
  expect(verifyServerSeed(`${seed} `, commitment)).toBe(false);
  expect(verifyServerSeed(seed, hashServerSeed('another seed'))).toBe(false);
});
