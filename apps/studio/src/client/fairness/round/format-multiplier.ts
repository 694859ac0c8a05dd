/** A payout multiplier such as ×1.98 (up to 4 decimals, as dice multipliers are floored). */
export function formatMultiplier(multiplier: number, locale: string): string {
  return `×${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(multiplier)}`;
}
