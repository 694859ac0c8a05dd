/**
 * Formats a number with a comma for thousands and a point for decimals (§3), whatever the language.
 * Rounds half away from zero on the number's shortest decimal form, as Intl.NumberFormat does, but with
 * plain string work: the first Intl formatter loads locale data, which costs tens of milliseconds on a slow
 * phone during the first render.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = roundDecimal(Math.abs(value), fractionDigits);
  const negative = value < 0 && /[1-9]/.test(whole + fraction);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The whole and fraction digits of a non-negative number rounded to `digits` decimals. */
function roundDecimal(value: number, digits: number): [string, string] {
  const shortest = String(value);
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = value.toFixed(digits).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  let kept = BigInt(whole + fraction.slice(0, digits));
  if ((fraction[digits] ?? '0') >= '5') kept += 1n;
  const text = kept.toString().padStart(digits + 1, '0');
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}
