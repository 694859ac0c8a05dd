/**
 * Statistical checks of the Fisher–Yates shuffle the card games and mines use, at 99 % confidence, on a fixed
 * seed set so the result is the same on every run: every permutation of a small deck equally likely, and every
 * card of a full deck equally likely in every position. Each shuffle opens its own stream, as a round does.
 */
import { describe, expect, it } from 'vitest';
import { chiSquareQuantile } from '../testing/statistics.ts';
import { createRandomStream } from './random-stream.ts';

const CONFIDENCE = 0.99;

function chiSquare(counts: readonly number[], expected: number): number {
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

const shuffled = <T>(items: readonly T[], label: string, nonce: number) =>
  createRandomStream({ serverSeed: `shuffle-${label}`, clientSeed: 'fixed', nonce }).shuffle(items);

describe('the shuffle', () => {
  it('gives each of the 24 orders of four cards with equal chance (chi-square, 48,000 shuffles)', () => {
    const shuffles = 48_000;
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < shuffles; nonce += 1) {
      const order = shuffled([0, 1, 2, 3], 'four', nonce).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquare([...counts.values()], shuffles / 24)).toBeLessThan(chiSquareQuantile(CONFIDENCE, 23));
  });

  it('puts every card of a 52-card deck in every position with equal chance (chi-square per card)', () => {
    const shuffles = 20_800;
    const deck = Array.from({ length: 52 }, (_, card) => card);
    // positions[card][position]: how often the card landed there.
    const positions = deck.map(() => new Array<number>(52).fill(0));
    for (let nonce = 0; nonce < shuffles; nonce += 1) {
      shuffled(deck, 'deck', nonce).forEach((card, position) => {
        const row = positions[card] as number[];
        row[position] = (row[position] as number) + 1;
      });
    }
    // 52 tests at 99 %: a handful may exceed by chance; a biased shuffle fails many of them.
    const quantile = chiSquareQuantile(CONFIDENCE, 51);
    const failing = positions.filter((row) => chiSquare(row, shuffles / 52) > quantile).length;
    expect(failing).toBeLessThanOrEqual(4);
  });
});
