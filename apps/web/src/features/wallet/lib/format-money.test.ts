import { LANGUAGES, formatMoney as gameFormatMoney } from '@casino/rules';
import { describe, expect, it } from 'vitest';
import { shortBalanceInterval } from './balance-polling.ts';
import { currencySymbol, formatMajor, formatMoney } from './format-money.ts';

describe('amounts for players', () => {
  it.each([
    [123456, 'EUR', 'en', false, '€1,234.56'],
    [5, 'EUR', 'en', false, '€0.05'],
    [-250, 'GBP', 'gb', false, '-£2.50'],
    [15000, 'RON', 'en', false, '150.00\u00a0lei'],
    [15000, 'RON', 'ro', false, '150,00\u00a0lei'],
    [123456, 'CZK', 'en', false, '1,234.56\u00a0CZK'],
    [1500, 'ISK', 'en', false, '1,500\u00a0ISK'],
    [123456, 'EUR', 'de', false, '1.234,56\u00a0€'],
    [9730, 'EUR', 'fr', false, '97,30\u00a0€'],
    [15000, 'RON', 'en', true, '€150.00'],
    [15000, 'RON', 'ro', true, '150,00\u00a0€'],
    [1500, 'ISK', 'de', true, '1.500\u00a0€'],
  ] as const)(
    '%i minor units of %s in %s (force EUR %s) → %j',
    (minor, currency, language, forceEur, text) => {
      expect(formatMoney(minor, currency, language, forceEur)).toBe(text);
    },
  );

  it('writes a thousand and a fraction exactly as the game client does, in every language', () => {
    for (const language of LANGUAGES)
      for (const minor of [100_000, 100_050, 5, -9_730])
        for (const currency of ['EUR', 'GBP', 'RON', 'CZK'])
          expect(formatMoney(minor, currency, language, false), `${minor} ${currency} in ${language}`).toBe(
            gameFormatMoney(minor, currency, language),
          );
  });

  it('writes the banner amount in whole units and names the symbol, or the code without one', () => {
    expect(formatMajor(75, 'GBP', 'gb', 0, false)).toBe('£75');
    expect(formatMajor(1000, 'EUR', 'de', 0, false)).toBe('1.000\u00a0€');
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
