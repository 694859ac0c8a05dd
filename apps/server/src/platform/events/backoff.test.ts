import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';

describe('retry back-off', () => {
  const policy = { baseMs: 1000, maxMs: 60_000 };

  it('doubles from the base after each failure in a row', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, policy))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(7, policy)).toBe(60_000);
    expect(retryDelayMs(10_000, policy)).toBe(60_000);
  });
});
