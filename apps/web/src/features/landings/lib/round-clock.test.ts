import { describe, expect, it } from 'vitest';
import { roundClockAt } from './round-clock.ts';

const schedule = { periodMs: 30_000, bettingMs: 15_000 };

describe('a live table’s round clock', () => {
  it('counts down the betting window of the round under way, then to the next round', () => {
    expect(roundClockAt(schedule, 60_000)).toEqual({ phase: 'betting', seconds: 15 });
    expect(roundClockAt(schedule, 60_000 + 14_001)).toEqual({ phase: 'betting', seconds: 1 });
    expect(roundClockAt(schedule, 60_000 + 15_000)).toEqual({ phase: 'waiting', seconds: 15 });
    expect(roundClockAt(schedule, 60_000 + 29_500)).toEqual({ phase: 'waiting', seconds: 1 });
  });
});
