import { describe, expect, it } from 'vitest';
import { cashedOutMultiplier, crashPayout } from './crash-bet.ts';

const round = { crashHundredths: 237 };

describe('what a crash bet pays', () => {
  it('pays a manual cash-out at the multiplier the server took', () => {
    expect(crashPayout({ stake: 1000, cashedOutAt: 150 }, round)).toBe(1500);
  });

  it('pays an automatic cash-out at its target when the crash point reaches it, and nothing when it does not', () => {
    expect(crashPayout({ stake: 1000, autoCashOut: 237 }, round)).toBe(2370);
    expect(crashPayout({ stake: 1000, autoCashOut: 238 }, round)).toBe(0);
  });

  it('takes the cash-out that came first: the lower multiplier', () => {
    expect(cashedOutMultiplier({ stake: 1, autoCashOut: 200, cashedOutAt: 150 }, round)).toBe(150);
    expect(cashedOutMultiplier({ stake: 1, autoCashOut: 120, cashedOutAt: 150 }, round)).toBe(120);
    expect(cashedOutMultiplier({ stake: 1, autoCashOut: 300, cashedOutAt: 150 }, round)).toBe(150);
  });

  it('pays nothing for a bet not cashed out before the crash', () => {
    expect(crashPayout({ stake: 1000 }, round)).toBe(0);
  });

  it('rounds the payout down to the minor unit', () => {
    expect(crashPayout({ stake: 333, cashedOutAt: 101 }, round)).toBe(336);
  });

  it('refuses a stake that is not a positive whole amount', () => {
    expect(() => crashPayout({ stake: 0, cashedOutAt: 150 }, round)).toThrow(RangeError);
    expect(() => crashPayout({ stake: 1.5, cashedOutAt: 150 }, round)).toThrow(RangeError);
  });
});
