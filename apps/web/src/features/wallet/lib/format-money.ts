import { CURRENCY_SYMBOLS, formatNumber, minorDigits } from '@casino/rules';
import { displayCurrency, FORCE_EUR_DISPLAY } from './display-currency.ts';

/** Symbols written after the number ('150.00 lei'); the others go before it ('€50.00'). */
const TRAILING_SYMBOLS = new Set(['lei']);

/**
 * An amount for players (§3): the currency symbol, or the code where there is none, and the number with a
 * comma for thousands and the currency's minor digits. `minor` is integer minor units of `currency`.
 */
export function formatMoney(minor: number, currency: string, forceEur = FORCE_EUR_DISPLAY): string {
  const digits = minorDigits(currency);
  return formatMajor(minor / 10 ** digits, currency, digits, forceEur);
}

/** A major-unit amount (the banner's whole units) written the same way. */
export function formatMajor(
  major: number,
  currency: string,
  digits = 0,
  forceEur = FORCE_EUR_DISPLAY,
): string {
  const shown = displayCurrency(currency, forceEur);
  const number = formatNumber(major, digits);
  const symbol = CURRENCY_SYMBOLS[shown];
  if (!symbol) return `${number} ${shown}`;
  if (TRAILING_SYMBOLS.has(symbol)) return `${number} ${symbol}`;
  return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
}

/** The symbol of a currency, or its code where it has none. */
export function currencySymbol(currency: string, forceEur = FORCE_EUR_DISPLAY): string {
  const shown = displayCurrency(currency, forceEur);
  return CURRENCY_SYMBOLS[shown] ?? shown;
}
