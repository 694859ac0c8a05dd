import { CURRENCY_SYMBOLS, formatMajorMoney, minorDigits, type Language } from '@casino/rules';
import { displayCurrency, FORCE_EUR_DISPLAY } from './display-currency.ts';

/**
 * An amount for players as the page's language writes money ('€1,234.56' in English, '1.234,56 €' in German),
 * exactly as the game client writes it: `minor` integer minor units of `currency`, shown with its minor digits
 * and the display currency's symbol (the euro sign when EUR display is forced).
 */
export function formatMoney(
  minor: number,
  currency: string,
  language: Language,
  forceEur = FORCE_EUR_DISPLAY,
): string {
  const digits = minorDigits(currency);
  return formatMajor(minor / 10 ** digits, currency, language, digits, forceEur);
}

/** A major-unit amount (the banner's whole units) written the same way. */
export function formatMajor(
  major: number,
  currency: string,
  language: Language,
  digits = 0,
  forceEur = FORCE_EUR_DISPLAY,
): string {
  return formatMajorMoney(major, displayCurrency(currency, forceEur), language, digits);
}

/** The symbol of a currency, or its code where it has none. */
export function currencySymbol(currency: string, forceEur = FORCE_EUR_DISPLAY): string {
  const shown = displayCurrency(currency, forceEur);
  return CURRENCY_SYMBOLS[shown] ?? shown;
}
