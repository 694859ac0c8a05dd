import { CURRENCY_GAP, NUMBER_STYLES } from './format-styles.ts';
import { formatNumber } from './format.ts';
import type { Language } from './languages.ts';
import { CURRENCY_SYMBOLS, minorDigits } from './money.ts';

/** Symbols written after the number in every language ('150.00 lei'). */
const SYMBOLS_AFTER_NUMBER = new Set(['lei']);

/**
 * An amount for players, the same in the casino and in the game: `minor` integer minor units of `currency`,
 * with the currency's minor digits, as `language` writes money: '€1,000.50' (en), '£1,000.50' (gb),
 * '1.000,50 €' (de). A currency without a symbol is written with its code after the number ('1,234.56 CZK').
 */
export function formatMoney(minor: number, currency: string, language: Language): string {
  const digits = minorDigits(currency);
  return formatMajorMoney(minor / 10 ** digits, currency, language, digits);
}

/** A major-unit amount with `fractionDigits` decimals, written the same way: 75 GBP → '£75'. */
export function formatMajorMoney(
  major: number,
  currency: string,
  language: Language,
  fractionDigits = 0,
): string {
  const style = NUMBER_STYLES[language];
  const number = formatNumber(major, language, fractionDigits);
  const symbol = CURRENCY_SYMBOLS[currency];
  if (!symbol || style.currencyAfter || SYMBOLS_AFTER_NUMBER.has(symbol))
    return `${number}${CURRENCY_GAP}${symbol ?? currency}`;
  return number.startsWith(style.minus)
    ? `${style.minus}${symbol}${number.slice(style.minus.length)}`
    : `${symbol}${number}`;
}
