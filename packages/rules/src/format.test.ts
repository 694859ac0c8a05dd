import { describe, expect, it } from 'vitest';
import { formatNumber, formatNumberUpTo, formatPercent } from './format.ts';
import { INTL_LOCALE_OF } from './intl-locales.ts';
import { LANGUAGES } from './languages.ts';

describe('numbers as each language writes them', () => {
  it.each([
    ['en', '1,000', '1,234.50', '-1,000'],
    ['gb', '1,000', '1,234.50', '-1,000'],
    ['de', '1.000', '1.234,50', '-1.000'],
    ['fr', '1\u202f000', '1\u202f234,50', '-1\u202f000'],
    ['ro', '1.000', '1.234,50', '-1.000'],
    ['sk', '1\u00a0000', '1\u00a0234,50', '-1\u00a0000'],
    ['es', '1.000', '1.234,50', '-1.000'],
    ['pt', '1\u00a0000', '1\u00a0234,50', '-1\u00a0000'],
    ['sl', '1.000', '1.234,50', '\u22121.000'],
  ] as const)(
    '%s: a thousand is %j, a fraction %j, a negative %j',
    (language, thousand, fraction, negative) => {
      expect(formatNumber(1000, language)).toBe(thousand);
      expect(formatNumber(1234.5, language, 2)).toBe(fraction);
      expect(formatNumber(-1000, language)).toBe(negative);
    },
  );

  it('keeps a comma for thousands in English (§3)', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(8000, 'gb')).toBe('8,000');
  });

  it('agrees with each language’s locale on small, large, negative and rounded values', () => {
    const values = [
      0,
      1,
      12,
      999,
      1000,
      65536,
      1234567.891,
      -1,
      -0.4,
      -1234.5,
      0.005,
      99999.995,
      1.005,
      0.1 + 0.2,
      1e15,
      5e-7,
    ];
    for (const language of LANGUAGES)
      for (const value of values)
        for (const digits of [0, 1, 2, 8]) {
          const expected = new Intl.NumberFormat(INTL_LOCALE_OF[language], {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
            // Four-digit numbers are grouped in every language, which es, pt and sl leave out by default.
            useGrouping: 'always',
            // A value that rounds to zero is written without a minus sign.
            signDisplay: 'negative',
          }).format(value);
          expect(formatNumber(value, language, digits), `${language}: ${value} with ${digits} digits`).toBe(
            expected,
          );
        }
  });
});

describe('numbers with at most so many decimals', () => {
  it('drops trailing zeros and keeps the language’s separators', () => {
    expect(formatNumberUpTo(1.98, 'en', 4)).toBe('1.98');
    expect(formatNumberUpTo(3, 'de', 4)).toBe('3');
    expect(formatNumberUpTo(1234.56789, 'de', 4)).toBe('1.234,5679');
    expect(formatNumberUpTo(5000, 'es', 4)).toBe('5.000');
    expect(formatNumberUpTo(-0.00001, 'sl', 4)).toBe('0');
  });

  it('agrees with each language’s locale', () => {
    for (const language of LANGUAGES)
      for (const value of [0, 1.98, 2.9464, 1000, 12.5, 0.00005, -3.1])
        expect(formatNumberUpTo(value, language, 4), `${language}: ${value}`).toBe(
          new Intl.NumberFormat(INTL_LOCALE_OF[language], {
            maximumFractionDigits: 4,
            useGrouping: 'always',
            signDisplay: 'negative',
          }).format(value),
        );
  });
});

describe('percentages', () => {
  it('shows two decimals in the language’s own way', () => {
    expect(formatPercent(0.96, 'en')).toBe('96.00 %');
    expect(formatPercent(0.9612, 'en')).toBe('96.12 %');
    expect(formatPercent(0.94255, 'de')).toBe('94,26 %');
    expect(formatPercent(1, 'fr')).toBe('100,00 %');
  });
});
