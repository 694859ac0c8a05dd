import { describe, expect, it } from 'vitest';
import {
  betMultiple,
  megawaysMaxWays,
  payInMoney,
  spinsByCount,
  spinsPerDrop,
  symbolPays,
} from './paytable.ts';

describe('the paytable in money', () => {
  it('converts coins at the current bet: a coin is bet / betCoins', () => {
    // A 20-coin game at a 1.00 bet: a coin is 5 cents.
    expect(payInMoney(20, 100, 20)).toBe(100);
    expect(payInMoney(180, 100, 20)).toBe(900);
    // At 2.00 everything doubles.
    expect(payInMoney(180, 200, 20)).toBe(1800);
    expect(symbolPays([0, 0, 0, 20, 60, 180], 100, 20)).toEqual([
      { count: 3, amount: 100 },
      { count: 4, amount: 300 },
      { count: 5, amount: 900 },
    ]);
  });

  it('prices the bonus buy and drops in bets', () => {
    expect(betMultiple(56.9, 100)).toBe(5690);
    expect(betMultiple(56.9, 300)).toBe(17070);
    expect(spinsPerDrop(0.0012)).toBe(833);
  });

  it('lists free-spin awards and megaways ways', () => {
    expect(spinsByCount([0, 0, 0, 12, 16, 20])).toEqual([
      { count: 3, spins: 12 },
      { count: 4, spins: 16 },
      { count: 5, spins: 20 },
    ]);
    expect(
      megawaysMaxWays({ reels: 6, megaways: { heights: [2, 3, 4, 5, 6, 7], weights: [1, 1, 1, 1, 1, 1] } }),
    ).toBe(117649);
  });
});
