import { formatNumberUpTo, type Language } from '@casino/rules';

/** A payout multiplier such as ×1.98 (up to 4 decimals, as dice multipliers are floored). */
export function formatMultiplier(multiplier: number, language: Language): string {
  return `×${formatNumberUpTo(multiplier, language, 4)}`;
}
