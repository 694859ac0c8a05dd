import { describe, expect, it } from 'vitest';
import { formatMajorMoney, formatMoney } from './format-money.ts';
import { INTL_LOCALE_OF } from './intl-locales.ts';
import { LANGUAGES } from './languages.ts';

describe('money as each language writes it', () => {
  it.each([
    ['en', '€1,000.50', '€0.05', '-€97.30'],
    ['gb', '€1,000.50', '€0.05', '-€97.30'],
    ['de', '1.000,50\u00a0€', '0,05\u00a0€', '-97,30\u00a0€'],
    ['fr', '1\u202f000,50\u00a0€', '0,05\u00a0€', '-97,30\u00a0€'],
    ['ro', '1.000,50\u00a0€', '0,05\u00a0€', '-97,30\u00a0€'],
    ['sk', '1\u00a0000,50\u00a0€', '0,05\u00a0€', '-97,30\u00a0€'],
    ['es', '1.000,50\u00a0€', '0,05\u00a0€', '-97,30\u00a0€'],
    ['pt', '1\u00a0000,50\u00a0€', '0,05\u00a0€', '-97,30\u00a0€'],
    ['sl', '1.000,50\u00a0€', '0,05\u00a0€', '\u221297,30\u00a0€'],
  ] as const)('%s: %j, %j, %j', (language, thousand, fraction, negative) => {
    expect(formatMoney(100050, 'EUR', language)).toBe(thousand);
    expect(formatMoney(5, 'EUR', language)).toBe(fraction);
    expect(formatMoney(-9730, 'EUR', language)).toBe(negative);
  });

  it('writes euro amounts with each locale’s own separators and placement', () => {
    for (const language of LANGUAGES) {
      // Romanian Intl writes the code 'EUR'; the product writes the euro sign in every language.
      const expected = new Intl.NumberFormat(INTL_LOCALE_OF[language], {
        style: 'currency',
        currency: 'EUR',
        currencyDisplay: 'narrowSymbol',
        useGrouping: 'always',
      }).format(1234567.89);
      expect(formatMoney(123456789, 'EUR', language), language).toBe(expected);
    }
  });

  it('keeps the currency’s minor digits and its symbol, or its code where it has none', () => {
    expect(formatMoney(123456, 'GBP', 'gb')).toBe('£1,234.56');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'BRL', 'pt')).toBe('1\u00a0234,56\u00a0R$');
    expect(formatMoney(123456, 'CZK', 'en')).toBe('1,234.56\u00a0CZK');
    expect(formatMoney(123456, 'CZK', 'sk')).toBe('1\u00a0234,56\u00a0CZK');
    expect(formatMoney(1500, 'ISK', 'en')).toBe('1,500\u00a0ISK');
    expect(formatMoney(1500, 'ISK', 'de')).toBe('1.500\u00a0ISK');
  });

  it('writes lei after the number in every language', () => {
    expect(formatMoney(15000, 'RON', 'en')).toBe('150.00\u00a0lei');
    expect(formatMoney(5750000, 'RON', 'ro')).toBe('57.500,00\u00a0lei');
  });

  it('writes whole amounts without decimals', () => {
    expect(formatMajorMoney(75, 'GBP', 'gb')).toBe('£75');
    expect(formatMajorMoney(1000, 'EUR', 'de')).toBe('1.000\u00a0€');
    expect(formatMajorMoney(1000, 'EUR', 'es')).toBe('1.000\u00a0€');
  });
});
