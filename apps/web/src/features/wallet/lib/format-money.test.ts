import { describe, expect, it } from 'vitest';
import { shortBalanceInterval } from './balance-polling.ts';
import { currencySymbol, formatMajor, formatMoney } from './format-money.ts';

describe('amounts for players (§3)', () => {
  it.each([
    [123456, 'EUR', false, '€1,234.56'],
    [5, 'EUR', false, '€0.05'],
    [-250, 'GBP', false, '-£2.50'],
    [15000, 'RON', false, '150.00 lei'],
    [123456, 'CZK', false, '1,234.56 CZK'],
    [1500, 'ISK', false, '1,500 ISK'],
    [15000, 'RON', true, '€150.00'],
  ])('%i minor units of %s (force EUR %s) → %s', (minor, currency, forceEur, text) => {
    expect(formatMoney(minor, currency, forceEur)).toBe(text);
  });

  it('writes the banner amount in whole units and names the symbol, or the code without one', () => {
    expect(formatMajor(75, 'GBP', 0, false)).toBe('£75');
    expect(currencySymbol('USD', false)).toBe('$');
    expect(currencySymbol('SEK', false)).toBe('SEK');
    expect(currencySymbol('SEK', true)).toBe('€');
  });
});

describe('short balance polling (§4, §9)', () => {
  it('polls every 3 s for a player unless switched off, never for a guest', () => {
    expect(shortBalanceInterval(true, true)).toBe(3000);
    expect(shortBalanceInterval(true, false)).toBe(false);
    expect(shortBalanceInterval(false, true)).toBe(false);
  });
});
