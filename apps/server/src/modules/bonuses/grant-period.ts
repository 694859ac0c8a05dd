import type { BonusTrigger } from '@casino/contracts';

/**
 * The period a grant counts against the campaign's per-player limit in (UTC): the day, ISO week or month of a
 * periodic bonus, the year of a birthday bonus, the day of a winnings boost (granted each day for the day before),
 * and `once` for every other kind (the limit is over all time).
 */
export function grantPeriod(trigger: BonusTrigger, at: Date): string {
  const year = at.getUTCFullYear();
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  if (trigger.kind === 'birthday') return `year:${year}`;
  if (trigger.kind === 'increase_winnings') return `day:${at.toISOString().slice(0, 10)}`;
  if (trigger.kind !== 'periodic') return 'once';
  if (trigger.every === 'day') return `day:${at.toISOString().slice(0, 10)}`;
  if (trigger.every === 'month') return `month:${year}-${month}`;
  return `week:${isoWeek(at)}`;
}

/** The ISO 8601 week of a date, e.g. `2026-W48` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
