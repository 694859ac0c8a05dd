import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './sandbox-webhooks.ts';

describe('sandbox webhook retries', () => {
  it('wait 30 s after the first refusal, doubling up to an hour, for a day or so in all', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
    const total = Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce(
      (sum, delay) => sum + delay,
    );
    expect(total / 3_600_000).toBeGreaterThan(4);
  });
});
