import { NUMBER_STYLES } from './format-styles.ts';
import type { Language } from './languages.ts';

/**
 * Formats a number as `language` writes it ('1,234.50' in English, '1.234,50' in German), with exactly
 * `fractionDigits` decimals. Rounds half away from zero on the number's shortest decimal form, as
 * Intl.NumberFormat does, but with plain string work (see NUMBER_STYLES for why).
 */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return writeNumber(value, language, fractionDigits, false);
}

/** Like formatNumber, with at most `maxFractionDigits` decimals and no trailing zeros: 1.98 → '1.98', 3 → '3'. */
export function formatNumberUpTo(value: number, language: Language, maxFractionDigits: number): string {
  return writeNumber(value, language, maxFractionDigits, true);
}

/** A fraction as a percentage with two decimals: 0.96 → '96.00 %' in English, '96,00 %' in German. */
export function formatPercent(fraction: number, language: Language): string {
  return `${formatNumber(fraction * 100, language, 2)} %`;
}

function writeNumber(value: number, language: Language, digits: number, trimZeros: boolean): string {
  if (!Number.isFinite(value)) return String(value);
  const style = NUMBER_STYLES[language];
  const [whole, rounded] = roundDecimal(Math.abs(value), digits);
  const fraction = trimZeros ? rounded.replace(/0+$/, '') : rounded;
  const negative = value < 0 && /[1-9]/.test(whole + fraction);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${negative ? style.minus : ''}${grouped}${fraction ? `${style.decimal}${fraction}` : ''}`;
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
