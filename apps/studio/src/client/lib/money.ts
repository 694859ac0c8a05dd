/** Money and numbers for players: amounts are integer minor units, shown with their currency by Intl. */

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Minor units of a currency per major unit (100 for EUR, 1 for JPY), from Intl. */
export function minorUnitsPerMajor(currency: string): number {
  return 10 ** (currencyFormat('en-US', currency).resolvedOptions().maximumFractionDigits ?? 2);
}

/** 12345 EUR in en-US is "€123.45". A code Intl refuses is still shown, after the amount in hundredths. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  let formatter: Intl.NumberFormat;
  try {
    formatter = currencyFormat(locale, currency);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
  return formatter.format(minor / 10 ** (formatter.resolvedOptions().maximumFractionDigits ?? 2));
}

/** A fraction as a percent with two decimals: 0.9600004 is "96.00 %" (the number localised). */
export function formatPercent(fraction: number, locale: string): string {
  return `${formatDecimal(fraction * 100, locale, 2)} %`;
}

/** A number with exactly `decimals` decimals, localised. */
export function formatDecimal(value: number, locale: string, decimals: number): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
