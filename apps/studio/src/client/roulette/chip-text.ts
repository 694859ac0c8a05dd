import { formatNumberUpTo, minorDigits, type Language } from '@casino/rules';

/**
 * An amount short enough for a chip: major units without trailing zeros, thousands as K and millions as M
 * ('2.5', '10', '1K'). Every chip also has its amount in full in its accessible name.
 */
export function chipText(amount: number, currency: string, language: Language): string {
  const major = amount / 10 ** minorDigits(currency);
  if (major >= 1_000_000) return `${formatNumberUpTo(major / 1_000_000, language, 1)}M`;
  if (major >= 1_000) return `${formatNumberUpTo(major / 1_000, language, 1)}K`;
  return formatNumberUpTo(major, language, 2);
}
