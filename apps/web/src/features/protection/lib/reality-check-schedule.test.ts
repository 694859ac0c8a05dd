import { describe, expect, it } from 'vitest';
import { answeredIn, minutesPlayed, nextRealityCheck } from './reality-check-schedule.ts';

const start = Date.parse('2026-11-27T10:00:00Z');
const minute = 60_000;

describe('the reality-check schedule', () => {
  it('asks one interval after the session starts, then one interval after each answer', () => {
    expect(nextRealityCheck({ sessionStart: start, intervalMinutes: 30, lastAnswered: null })).toBe(
      start + 30 * minute,
    );
    expect(
      nextRealityCheck({ sessionStart: start, intervalMinutes: 30, lastAnswered: start + 41 * minute }),
    ).toBe(start + 71 * minute);
  });

  it('ignores an answer from before this session', () => {
    expect(nextRealityCheck({ sessionStart: start, intervalMinutes: 10, lastAnswered: start - minute })).toBe(
      start + 10 * minute,
    );
  });

  it('reads the stored answer only for the same session', () => {
    const iso = new Date(start).toISOString();
    expect(answeredIn(`${iso}|${start + minute}`, iso)).toBe(start + minute);
    expect(answeredIn(`2026-11-26T10:00:00.000Z|${start}`, iso)).toBeNull();
    expect(answeredIn('garbage', iso)).toBeNull();
    expect(answeredIn(null, iso)).toBeNull();
  });

  it('counts whole minutes played', () => {
    expect(minutesPlayed(start, start + 59_999)).toBe(0);
    expect(minutesPlayed(start, start + 61 * minute)).toBe(61);
    expect(minutesPlayed(start, start - minute)).toBe(0);
  });
});
