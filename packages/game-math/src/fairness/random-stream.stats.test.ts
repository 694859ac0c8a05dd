/**
 * Statistical checks of the stream at 99 % confidence over 10^6 draws each, on a fixed seed set so that the
 * result is the same on every run.
 */
import { describe, expect, it } from 'vitest';
import { chiSquareQuantile, normalQuantile } from '../testing/statistics.ts';
import { createRandomStream } from './random-stream.ts';

const DRAWS = 1_000_000;
const CONFIDENCE = 0.99;
/** Draws per nonce: the draws span many rounds and several nonces of one seed pair. */
const DRAWS_PER_NONCE = 100_000;

function draws<T>(label: string, draw: (stream: ReturnType<typeof createRandomStream>) => T): T[] {
  const values: T[] = [];
  for (let nonce = 0; values.length < DRAWS; nonce += 1) {
    const stream = createRandomStream({ serverSeed: `statistics-${label}`, clientSeed: 'fixed', nonce });
    for (let i = 0; i < DRAWS_PER_NONCE; i += 1) values.push(draw(stream));
  }
  return values;
}

describe.each([6, 37, 100, 256])('int(%i)', (n) => {
  it('is uniform by a chi-square test', () => {
    const counts = new Array<number>(n).fill(0);
    for (const value of draws(`int-${n}`, (stream) => stream.int(n)))
      counts[value] = (counts[value] as number) + 1;
    const expected = DRAWS / n;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareQuantile(CONFIDENCE, n - 1));
  });
});

describe('float()', () => {
  const floats = draws('float', (stream) => stream.float());

  it('stays in [0, 1) and is uniform over 100 bins', () => {
    expect(floats.filter((value) => !(value >= 0 && value < 1))).toEqual([]);
    const counts = new Array<number>(100).fill(0);
    for (const value of floats)
      counts[Math.floor(value * 100)] = (counts[Math.floor(value * 100)] as number) + 1;
    const expected = DRAWS / 100;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareQuantile(CONFIDENCE, 99));
  });

  it('has as many runs above and below the median as chance gives (Wald–Wolfowitz)', () => {
    const above = floats.map((value) => value >= 0.5);
    const n1 = above.filter(Boolean).length;
    const n2 = above.length - n1;
    const runs = 1 + above.slice(1).filter((value, i) => value !== above[i]).length;
    const n = n1 + n2;
    const mean = (2 * n1 * n2) / n + 1;
    const variance = (2 * n1 * n2 * (2 * n1 * n2 - n)) / (n * n * (n - 1));
    const z = (runs - mean) / Math.sqrt(variance);
    expect(Math.abs(z)).toBeLessThan(normalQuantile(1 - (1 - CONFIDENCE) / 2));
  });

  it('has no lag-1 serial correlation', () => {
    const mean = floats.reduce((sum, value) => sum + value, 0) / DRAWS;
    let products = 0;
    let squares = 0;
    for (let i = 0; i < DRAWS; i += 1) {
      const deviation = (floats[i] as number) - mean;
      squares += deviation * deviation;
      if (i + 1 < DRAWS) products += deviation * ((floats[i + 1] as number) - mean);
    }
    const correlation = products / squares;
    // Under independence the lag-1 correlation is about normal with mean −1/n and variance 1/n.
    const z = (correlation + 1 / DRAWS) * Math.sqrt(DRAWS);
    expect(Math.abs(z)).toBeLessThan(normalQuantile(1 - (1 - CONFIDENCE) / 2));
  });
});
