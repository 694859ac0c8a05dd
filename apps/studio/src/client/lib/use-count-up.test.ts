import { describe, expect, it } from 'vitest';
import { countUpDuration, countUpValue } from './use-count-up.ts';

describe('the win count-up', () => {
  it('runs longer for bigger wins, within limits', () => {
    expect(countUpDuration(0, 100)).toBe(0);
    const small = countUpDuration(50, 100);
    const big = countUpDuration(5_000, 100);
    expect(small).toBeGreaterThanOrEqual(500);
    expect(big).toBeGreaterThan(small);
    expect(countUpDuration(10_000_000, 100)).toBe(2400);
  });

  it('climbs to the exact win and never past it', () => {
    expect(countUpValue(1234, 0, 1000)).toBe(0);
    const half = countUpValue(1234, 500, 1000);
    expect(half).toBeGreaterThan(617);
    expect(half).toBeLessThan(1234);
    expect(countUpValue(1234, 1000, 1000)).toBe(1234);
    expect(countUpValue(1234, 5000, 1000)).toBe(1234);
  });
});
