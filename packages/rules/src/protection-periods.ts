/**
 * The breaks a player can take from gambling (UKGC RTS 12–14, the Malta Player Protection Directive): a time-out
 * of a day to six weeks, or a self-exclusion of six months to five years that cannot be shortened or lifted
 * before its end. Ends are worked out in UTC from the moment the break starts.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Time-outs: a fixed number of hours or days. */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];

const TIME_OUT_MS: Readonly<Record<TimeOutPeriod, number>> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '6w': 42 * DAY_MS,
};

/** Self-exclusions: calendar months or years. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

const SELF_EXCLUSION_MONTHS: Readonly<Record<SelfExclusionPeriod, number>> = {
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '5y': 60,
};

/** After a self-exclusion has run its course, the player must ask to come back and wait this long. */
export const SELF_EXCLUSION_RETURN_COOLING_OFF_HOURS = 24;

export type Exclusion =
  { kind: 'timeOut'; period: TimeOutPeriod } | { kind: 'selfExclusion'; period: SelfExclusionPeriod };

/**
 * `months` calendar months after `start`, at the same time of day (UTC); a day the target month lacks becomes its
 * last day (31 August + 6 months = 28 or 29 February), so a break never ends early.
 */
export function addCalendarMonths(start: Date, months: number): Date {
  const target = new Date(start.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When a break taken at `start` ends. */
export function exclusionEnd(start: Date, exclusion: Exclusion): Date {
  return exclusion.kind === 'timeOut'
    ? new Date(start.getTime() + TIME_OUT_MS[exclusion.period])
    : addCalendarMonths(start, SELF_EXCLUSION_MONTHS[exclusion.period]);
}

/**
 * Whether a new break may replace the running one: only one that ends later (a break is never shortened), and a
 * time-out never replaces a self-exclusion.
 */
export function mayReplaceExclusion(
  running: { kind: Exclusion['kind']; endsAt: Date },
  next: { kind: Exclusion['kind']; endsAt: Date },
): boolean {
  if (running.kind === 'selfExclusion' && next.kind === 'timeOut') return false;
  return next.endsAt.getTime() > running.endsAt.getTime();
}
