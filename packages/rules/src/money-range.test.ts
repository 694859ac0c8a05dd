import { describe, expect, it } from 'vitest';
import { DEPOSIT_BANNER_DEFAULT_AMOUNT, PLAYER_CURRENCIES } from './currencies.ts';
import { minorDigits } from './money.ts';
import { isMoneyAmount, isMoneyBalance, MAX_MONEY_MINOR_UNITS } from './money-range.ts';

describe('money range', () => {
  it('is 10^12 minor units, exact as a JavaScript number with room for sums', () => {
    expect(MAX_MONEY_MINOR_UNITS).toBe(10 ** 12);
    expect(Number.isSafeInteger(MAX_MONEY_MINOR_UNITS * 9_000)).toBe(true);
  });

  it('is at least ten thousand times the largest deposit in every player currency', () => {
    for (const currency of PLAYER_CURRENCIES) {
      // The cashier's deposit maximum is 100 times the §9 default deposit (EUR 5,000 for EUR 50).
      const largestDeposit =
        100 * (DEPOSIT_BANNER_DEFAULT_AMOUNT[currency] ?? 0) * 10 ** minorDigits(currency);
      expect(largestDeposit, currency).toBeGreaterThan(0);
      expect(MAX_MONEY_MINOR_UNITS / largestDeposit, currency).toBeGreaterThanOrEqual(10_000);
    }
  });

  it.each([
    [1, true],
    [MAX_MONEY_MINOR_UNITS, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [MAX_MONEY_MINOR_UNITS + 1, false],
    [2 ** 53, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('an amount of %s is in range: %s', (amount, expected) => {
    expect(isMoneyAmount(amount)).toBe(expected);
  });

  it.each([
    [0n, true],
    [BigInt(MAX_MONEY_MINOR_UNITS), true],
    [-1n, false],
    [BigInt(MAX_MONEY_MINOR_UNITS) + 1n, false],
    [2n ** 63n - 1n, false],
  ])('a balance of %s is in range: %s', (balance, expected) => {
    expect(isMoneyBalance(balance)).toBe(expected);
  });
});
