import { describe, expect, it } from 'vitest';
import { crashPointHundredths } from '../fairness/crash-point.ts';
import { scriptedStream } from '../testing/scripted-stream.ts';
import { crashReturn, drawsReaching } from './crash-return.ts';

const TWO_POW_52 = 2 ** 52;
/** The crash point of the draw whose 52-bit integer is r. */
const pointOf = (r: bigint, edge: number) =>
  crashPointHundredths(scriptedStream({ float: () => Number(r) / TWO_POW_52 }), edge);

describe('the exact return of a crash cash-out', () => {
  it("counts exactly the draws whose crash point reaches the target (checked at the boundary against the game's own rule)", () => {
    for (const edge of [0.01, 0.03]) {
      for (const target of [101, 150, 200, 237, 1000, 50_000]) {
        const first = 2n ** 52n - drawsReaching(target, edge);
        expect(pointOf(first, edge)).toBeGreaterThanOrEqual(target);
        expect(pointOf(first - 1n, edge)).toBeLessThan(target);
      }
    }
  });

  it('returns 1 − edge for every target, less at most its multiplier / 2^52', () => {
    for (const edge of [0, 0.01, 0.03]) {
      for (const target of [100, 101, 150, 200, 1000, 100_000, 10_000_000]) {
        if (edge === 0 && target === 100) continue;
        const shortfall = 1 - edge - crashReturn(target, edge);
        expect(shortfall).toBeGreaterThanOrEqual(-1e-15);
        expect(shortfall).toBeLessThanOrEqual(target / 100 / TWO_POW_52 + 1e-15);
      }
    }
  });

  it('pays every draw at 1.00× with no edge, and nothing above the 1,000,000.00× cap', () => {
    expect(drawsReaching(100, 0)).toBe(2n ** 52n);
    expect(crashReturn(100, 0)).toBe(1);
    expect(drawsReaching(100_000_001, 0.03)).toBe(0n);
    expect(() => drawsReaching(99, 0.03)).toThrow(RangeError);
  });
});
