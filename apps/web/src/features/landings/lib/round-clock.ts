import type { RoundSchedule } from '@casino/contracts';

/** Where a shared table is at `now` (ms since the epoch): its round takes bets, or the next opens in a while. */
export type RoundClock = { phase: 'betting' | 'waiting'; seconds: number };

/**
 * A live table's rounds open at every multiple of `periodMs` since the epoch and take bets for `bettingMs`
 * (the catalogue's round schedule), so the clock needs nothing from the table itself.
 */
export function roundClockAt(schedule: RoundSchedule, now: number): RoundClock {
  const into = ((now % schedule.periodMs) + schedule.periodMs) % schedule.periodMs;
  return into < schedule.bettingMs
    ? { phase: 'betting', seconds: Math.ceil((schedule.bettingMs - into) / 1000) }
    : { phase: 'waiting', seconds: Math.ceil((schedule.periodMs - into) / 1000) };
}
