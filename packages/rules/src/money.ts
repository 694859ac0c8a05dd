/**
 * Money is held in integer minor units of its ISO 4217 currency (cents for EUR). These are the rules for
 * reading and writing such amounts; no float ever holds money.
 */

/** Minor-unit digits per currency; 2 unless listed. */
const MINOR_DIGITS: Readonly<Record<string, number>> = { ISK: 0 };

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** Display symbols; a currency without one is written with its code. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  GBP: '£',
  USD: '$',
  RON: 'lei',
  BRL: 'R$',
};

/** '12.34' or '12,34' (§5 amount pattern: digits, then an optional dot or comma with at most two decimals). */
export const AMOUNT_INPUT_PATTERN = /^\d+([.,]\d{1,2})?$/;

/** Parses a typed amount into minor units; null when it does not match the amount pattern. */
export function parseAmountToMinor(input: string, currency: string): number | null {
  const text = input.trim();
  if (!AMOUNT_INPUT_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace(',', '.').split('.');
  const digits = minorDigits(currency);
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a plain decimal string with the currency's digits: 123456 EUR → '1234.56'. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
