/** An amount in integer minor units as money: the currency's own minor digits come from Intl. */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** digits);
}
