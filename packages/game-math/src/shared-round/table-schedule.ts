/**
 * The schedule of a live-format table, whose rounds every player at the table shares and which follow one
 * another without a gap: round n opens for bets at `startsAt + n × period`. Each round goes through
 *
 * - **betting** (`bettingMs`): bets are taken;
 * - **closed** (`closedMs`): no more bets; the dealer scene spins the wheel or deals;
 * - **result** (`resultMs`): the result is shown and the winning bets are paid;
 * - **pause** (`pauseMs`): the table is cleared before the next round opens.
 *
 * The server's clock decides the phase: a bet received at or after a round's close is refused.
 */

export interface TableSchedule {
  readonly bettingMs: number;
  readonly closedMs: number;
  readonly resultMs: number;
  readonly pauseMs: number;
}

export type TablePhase = 'betting' | 'closed' | 'result' | 'pause';

export interface ScheduledRound {
  /** The round's number on the table: 0 for the round that opens at the schedule's start. */
  readonly index: number;
  readonly opensAt: number;
  readonly closesAt: number;
  readonly resultAt: number;
  readonly pauseAt: number;
  /** When the next round opens. */
  readonly endsAt: number;
}

/** Live-format roulette: a round every 30 s. */
export const LIVE_ROULETTE_SCHEDULE: TableSchedule = {
  bettingMs: 15_000,
  closedMs: 6_000,
  resultMs: 6_000,
  pauseMs: 3_000,
};

/** Live-format baccarat: a round every 30 s. */
export const LIVE_BACCARAT_SCHEDULE: TableSchedule = {
  bettingMs: 14_000,
  closedMs: 8_000,
  resultMs: 5_000,
  pauseMs: 3_000,
};

/** How long one round of the schedule lasts. */
export function periodOf(schedule: TableSchedule): number {
  const parts = [schedule.bettingMs, schedule.closedMs, schedule.resultMs, schedule.pauseMs];
  if (parts.some((part) => !Number.isSafeInteger(part) || part < 0) || schedule.bettingMs === 0)
    throw new RangeError('a schedule has whole, non-negative phases and a betting window');
  return parts.reduce((sum, part) => sum + part, 0);
}

/** Round `index` of a table whose round 0 opens at `startsAt`. */
export function scheduledRound(schedule: TableSchedule, startsAt: number, index: number): ScheduledRound {
  const opensAt = startsAt + index * periodOf(schedule);
  const closesAt = opensAt + schedule.bettingMs;
  const resultAt = closesAt + schedule.closedMs;
  const pauseAt = resultAt + schedule.resultMs;
  return { index, opensAt, closesAt, resultAt, pauseAt, endsAt: pauseAt + schedule.pauseMs };
}

/** The round in progress at server time `now` (never before round 0) and its phase. */
export function roundAt(
  schedule: TableSchedule,
  startsAt: number,
  now: number,
): { round: ScheduledRound; phase: TablePhase } {
  const index = Math.max(0, Math.floor((now - startsAt) / periodOf(schedule)));
  const round = scheduledRound(schedule, startsAt, index);
  const phase: TablePhase =
    now < round.closesAt
      ? 'betting'
      : now < round.resultAt
        ? 'closed'
        : now < round.pauseAt
          ? 'result'
          : 'pause';
  return { round, phase };
}

/** Whether a bet on round `index` received at `now` is taken: only while that round is betting. */
export function takesTableBet(
  schedule: TableSchedule,
  startsAt: number,
  index: number,
  now: number,
): boolean {
  const round = scheduledRound(schedule, startsAt, index);
  return now >= round.opensAt && now < round.closesAt;
}
