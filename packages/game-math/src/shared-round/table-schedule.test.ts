import { describe, expect, it } from 'vitest';
import {
  LIVE_BACCARAT_SCHEDULE,
  LIVE_ROULETTE_SCHEDULE,
  periodOf,
  roundAt,
  scheduledRound,
  takesTableBet,
} from './table-schedule.ts';

const START = 5_000_000;

describe('a live-format table schedule', () => {
  it('runs a roulette and a baccarat round every 30 s', () => {
    expect(periodOf(LIVE_ROULETTE_SCHEDULE)).toBe(30_000);
    expect(periodOf(LIVE_BACCARAT_SCHEDULE)).toBe(30_000);
  });

  it('goes betting → closed → result → pause, and the next round opens as the last ends', () => {
    const round = scheduledRound(LIVE_ROULETTE_SCHEDULE, START, 2);
    expect(round).toEqual({
      index: 2,
      opensAt: START + 60_000,
      closesAt: START + 75_000,
      resultAt: START + 81_000,
      pauseAt: START + 87_000,
      endsAt: START + 90_000,
    });
    const at = (now: number) => roundAt(LIVE_ROULETTE_SCHEDULE, START, now);
    expect(at(round.opensAt)).toEqual({ round, phase: 'betting' });
    expect(at(round.closesAt - 1).phase).toBe('betting');
    expect(at(round.closesAt).phase).toBe('closed');
    expect(at(round.resultAt).phase).toBe('result');
    expect(at(round.pauseAt).phase).toBe('pause');
    expect(at(round.endsAt)).toEqual({
      round: scheduledRound(LIVE_ROULETTE_SCHEDULE, START, 3),
      phase: 'betting',
    });
  });

  it('is at round 0 before its start', () => {
    expect(roundAt(LIVE_BACCARAT_SCHEDULE, START, START - 10_000).round.index).toBe(0);
  });

  it('takes a bet only inside its round’s window: a late bet and a bet on a future round are refused', () => {
    const round = scheduledRound(LIVE_BACCARAT_SCHEDULE, START, 4);
    expect(takesTableBet(LIVE_BACCARAT_SCHEDULE, START, 4, round.opensAt)).toBe(true);
    expect(takesTableBet(LIVE_BACCARAT_SCHEDULE, START, 4, round.closesAt - 1)).toBe(true);
    expect(takesTableBet(LIVE_BACCARAT_SCHEDULE, START, 4, round.closesAt)).toBe(false);
    expect(takesTableBet(LIVE_BACCARAT_SCHEDULE, START, 5, round.opensAt)).toBe(false);
  });

  it('refuses a schedule without a betting window or with a negative phase', () => {
    expect(() => periodOf({ bettingMs: 0, closedMs: 1, resultMs: 1, pauseMs: 1 })).toThrow(RangeError);
    expect(() => periodOf({ bettingMs: 10, closedMs: -1, resultMs: 1, pauseMs: 1 })).toThrow(RangeError);
  });
});
