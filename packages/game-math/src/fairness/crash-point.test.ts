import { describe, expect, it } from 'vitest';
import { crashPoint, crashPointHundredths, CRASH_POINT_MAX_HUNDREDTHS } from './crash-point.ts';
import { scriptedStream } from '../testing/scripted-stream.ts';
import { createRandomStream } from './random-stream.ts';

/** A stream whose float() is u (a multiple of 2^-52, as every float() is). */
const floatOf = (u: number) => scriptedStream({ float: () => u });

describe('the crash point', () => {
  it('is floor(100 · (1 − edge) / (1 − u)) hundredths', () => {
    expect(crashPointHundredths(floatOf(0.5), 0.01)).toBe(198);
    expect(crashPointHundredths(floatOf(0.75), 0.01)).toBe(396);
    expect(crashPointHundredths(floatOf(0.875), 0)).toBe(800);
    expect(crashPoint(floatOf(0.75), 0.01)).toBe(3.96);
  });

  it('is never below 1.00 nor above 1,000,000.00', () => {
    expect(crashPoint(floatOf(0), 0.01)).toBe(1);
    expect(crashPoint(floatOf(0.0078125), 0.01)).toBe(1);
    expect(crashPointHundredths(floatOf(1 - 2 ** -52), 0.01)).toBe(CRASH_POINT_MAX_HUNDREDTHS);
  });

  it('refuses an edge that is not whole basis points in [0, 1)', () => {
    expect(() => crashPoint(floatOf(0.5), 1)).toThrow(RangeError);
    expect(() => crashPoint(floatOf(0.5), -0.01)).toThrow(RangeError);
    expect(() => crashPoint(floatOf(0.5), 0.00001)).toThrow(RangeError);
  });

  it('reaches a cash-out target m with probability (1 − edge) / m', () => {
    const rounds = 200_000;
    const targets = [150, 200, 1000];
    const reached = targets.map(() => 0);
    const stream = createRandomStream({ serverSeed: 'crash', clientSeed: 'c', nonce: 0 });
    for (let round = 0; round < rounds; round += 1) {
      const point = crashPointHundredths(stream, 0.03);
      targets.forEach((target, i) => {
        if (point >= target) reached[i] = (reached[i] as number) + 1;
      });
    }
    targets.forEach((target, i) => {
      const p = 0.97 / (target / 100);
      // Within 4 standard errors of the binomial share.
      expect(Math.abs((reached[i] as number) / rounds - p)).toBeLessThan(
        4 * Math.sqrt((p * (1 - p)) / rounds),
      );
    });
  });
});
