import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../fairness/random-stream.ts';
import { scriptedStream } from '../testing/scripted-stream.ts';
import { chiSquareQuantile } from '../testing/statistics.ts';
import { binomial } from '../exact/binomial.ts';
import { dropBall } from './drop-ball.ts';
import { validatePlinkoBoard } from './plinko-board.ts';

/** A stream whose int(2) draws are the given bounces in order. */
function bouncing(bounces: readonly number[]) {
  let next = 0;
  return scriptedStream({ int: () => bounces[next++] ?? 0 });
}

describe('a drop', () => {
  it('lands in the bin counted by its rights and pays that bin', () => {
    const drop = dropBall(bouncing([1, 1, 1, 1, 1, 1, 1, 1]), 8, 'high', 100);
    expect(drop).toEqual({ path: [1, 1, 1, 1, 1, 1, 1, 1], bin: 8, multiplier: 29, payout: 2900 });
    expect(dropBall(bouncing([0, 1, 0, 1, 0, 1, 0, 1]), 8, 'high', 100)).toMatchObject({
      bin: 4,
      multiplier: 0.2,
    });
    expect(dropBall(bouncing([0, 0, 0, 0, 0, 0, 0, 1]), 8, 'low', 100)).toMatchObject({
      bin: 1,
      multiplier: 2.1,
    });
  });

  it('floors the payout to whole minor units', () => {
    // 16 rows, high, bin 0: 1000.12×; 7 × 1000.12 = 7000.84.
    expect(dropBall(bouncing(new Array(16).fill(0)), 16, 'high', 7).payout).toBe(7000);
    // 0.2× of 4 units is 0.8.
    expect(dropBall(bouncing([0, 1, 0, 1, 0, 1, 0, 1]), 8, 'high', 4).payout).toBe(0);
  });

  it('pays large stakes exactly', () => {
    expect(dropBall(bouncing(new Array(16).fill(1)), 16, 'high', 9_007_199_254_740).payout).toBe(
      9_008_280_118_650_568,
    );
  });

  it('pays at the house edge given', () => {
    // At 2 % the 8-row low table, from an independent Python version of the re-tuning, is
    // 5.62, 2.08, 1.08, 0.99, 0.5, 0.99, 1.08, 2.08, 5.62.
    const drop = dropBall(bouncing([0, 0, 0, 0, 0, 0, 0, 1]), 8, 'low', 100, 0.02);
    expect(drop).toMatchObject({ bin: 1, multiplier: 2.08, payout: 208 });
  });

  it('reads one byte per row and nothing else', () => {
    const stream = createRandomStream({ serverSeed: 'plinko', clientSeed: 'bytes', nonce: 3 });
    expect(dropBall(stream, 13, 'medium', 100).path).toHaveLength(13);
    expect(stream.bytesUsed).toBe(13);
  });

  it('refuses boards that cannot be played, before drawing', () => {
    expect(validatePlinkoBoard(8, 'low')).toBeNull();
    expect(validatePlinkoBoard(16, 'high')).toBeNull();
    expect(validatePlinkoBoard(7, 'low')).toBe('rows-out-of-range');
    expect(validatePlinkoBoard(17, 'low')).toBe('rows-out-of-range');
    expect(validatePlinkoBoard(12.5, 'low')).toBe('rows-out-of-range');
    expect(validatePlinkoBoard(12, 'extreme')).toBe('unknown-risk');
    const untouched = scriptedStream({});
    expect(() => dropBall(untouched, 17, 'low', 100)).toThrow(RangeError);
    expect(() => dropBall(untouched, 8, 'low', 1.5)).toThrow(RangeError);
    expect(() => dropBall(untouched, 8, 'low', 100, 0.00001)).toThrow(RangeError);
  });
});

describe('the bins over seeded drops', () => {
  it.each([8, 12, 16])('follow the binomial distribution of %i rows (chi-square, 99 %)', (rows) => {
    const drops = 40_000;
    const counts = new Array<number>(rows + 1).fill(0);
    for (let nonce = 0; nonce < drops; nonce += 1) {
      const stream = createRandomStream({ serverSeed: `plinko-bins-${rows}`, clientSeed: 'fixed', nonce });
      const { bin } = dropBall(stream, rows, 'medium', 100);
      counts[bin] = (counts[bin] as number) + 1;
    }
    const expected = counts.map((_, bin) => (drops * Number(binomial(rows, bin))) / 2 ** rows);
    // Outer bins expected fewer than 5 times are pooled with their neighbours, as the test requires.
    const groups = pooled(counts, expected);
    const chiSquare = groups.reduce((sum, { observed, mean }) => sum + (observed - mean) ** 2 / mean, 0);
    expect(groups.length).toBeGreaterThan(5);
    expect(chiSquare).toBeLessThan(chiSquareQuantile(0.99, groups.length - 1));
  });
});

/** Adjacent bins merged from each end inwards until each group is expected at least 5 times. */
function pooled(
  counts: readonly number[],
  expected: readonly number[],
): { observed: number; mean: number }[] {
  const groups: { observed: number; mean: number }[] = [];
  let open = { observed: 0, mean: 0 };
  counts.forEach((count, bin) => {
    open = { observed: open.observed + count, mean: open.mean + (expected[bin] as number) };
    if (open.mean >= 5) {
      groups.push(open);
      open = { observed: 0, mean: 0 };
    }
  });
  const last = groups.pop();
  if (last) groups.push({ observed: last.observed + open.observed, mean: last.mean + open.mean });
  return groups;
}
