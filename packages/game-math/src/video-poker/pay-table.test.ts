import { describe, expect, it } from 'vitest';
import { HAND_CATEGORIES } from './hand-category.ts';
import { coinsWon, isValidCoinCount, JACKS_OR_BETTER_9_6, paysByCategoryIndex } from './pay-table.ts';

describe('the 9/6 pay table', () => {
  it('pays the per-coin amounts times the coins, except 4000 for a royal flush at 5 coins', () => {
    const perCoin = [250, 50, 25, 9, 6, 4, 3, 2, 1];
    expect(JACKS_OR_BETTER_9_6.map((row) => row.category)).toEqual(HAND_CATEGORIES.slice(0, 9));
    JACKS_OR_BETTER_9_6.forEach((row, i) => {
      const expected = [1, 2, 3, 4, 5].map((coins) => coins * (perCoin[i] as number));
      if (row.category === 'royal-flush') expected[4] = 4000;
      expect(row.pays).toEqual(expected);
    });
  });

  it('looks up a column by coins, nothing paying 0', () => {
    expect(coinsWon('royal-flush', 4)).toBe(1000);
    expect(coinsWon('royal-flush', 5)).toBe(4000);
    expect(coinsWon('full-house', 3)).toBe(27);
    expect(coinsWon('jacks-or-better', 1)).toBe(1);
    expect(coinsWon('nothing', 5)).toBe(0);
    expect(paysByCategoryIndex(2)).toEqual([500, 100, 50, 18, 12, 8, 6, 4, 2, 0]);
  });

  it('takes bets of 1 to 5 whole coins', () => {
    expect([0, 1, 5, 6, 2.5].map(isValidCoinCount)).toEqual([false, true, true, false, false]);
    expect(() => coinsWon('flush', 6)).toThrow(RangeError);
  });
});
