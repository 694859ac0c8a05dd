import { describe, expect, it } from 'vitest';
import {
  confirmationRefusal,
  confirmLimitChange,
  fitsUnderLimit,
  limitKindsOf,
  limitUsage,
  periodStart,
  requestLimitChange,
  type LimitState,
} from './protection-limits.ts';

describe('a limit at its boundary', () => {
  it.each([
    // limit, already used, amount, fits
    [10_000, 0, 10_000, true],
    [10_000, 0, 10_001, false],
    [10_000, 9_999, 1, true],
    [10_000, 9_999, 2, false],
    [10_000, 10_000, 0, true],
    [10_000, 10_000, 1, false],
    [0, 0, 1, false],
    // Net winnings do not make room beyond the limit: a negative loss counts as none.
    [10_000, -5_000, 10_000, true],
    [10_000, -5_000, 10_001, false],
  ])('limit %d, used %d, %d more: %s', (limit, used, amount, fits) => {
    expect(fitsUnderLimit({ limit, used, amount })).toBe(fits);
  });
});

describe('rolling periods', () => {
  it.each([
    ['day', '2026-11-27T00:30:00Z', '2026-11-26T00:30:00Z'],
    ['week', '2026-11-27T00:30:00Z', '2026-11-20T00:30:00Z'],
    ['month', '2026-11-27T00:30:00Z', '2026-10-28T00:30:00Z'],
    // Across midnight: a rolling day is not the calendar day.
    ['day', '2026-11-27T23:59:59Z', '2026-11-26T23:59:59Z'],
  ] as const)('a %s ending at %s starts at %s', (period, at, start) => {
    expect(periodStart(new Date(at), period).toISOString()).toBe(new Date(start).toISOString());
  });

  it('counts 24 real hours across a change of the clocks (Europe, 29 March and 25 October 2026)', () => {
    // 12:00 in Bucharest on the day summer time starts: 24 hours before is 11:00 local the day before.
    const springNoon = new Date('2026-03-29T09:00:00Z');
    expect(springNoon.getTime() - periodStart(springNoon, 'day').getTime()).toBe(24 * 3_600_000);
    const autumnNoon = new Date('2026-10-25T10:00:00Z');
    expect(autumnNoon.getTime() - periodStart(autumnNoon, 'week').getTime()).toBe(7 * 24 * 3_600_000);
  });
});

describe('changing a limit', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
  const withLimit = (amount: number | null): LimitState => ({ amount, pending: null });

  it('applies a first limit and a lower one at once', () => {
    expect(requestLimitChange(withLimit(null), 50_000, now)).toEqual(withLimit(50_000));
    expect(requestLimitChange(withLimit(50_000), 49_999, now)).toEqual(withLimit(49_999));
  });

  it('holds a higher limit or a removal for the cooling-off, confirmable for a week after it', () => {
    for (const requested of [50_001, null]) {
      const state = requestLimitChange(withLimit(50_000), requested, now);
      expect(state.amount).toBe(50_000);
      expect(state.pending).toEqual({
        amount: requested,
        requestedAt: now,
        confirmableFrom: hours(24),
        lapsesAt: hours(24 + 7 * 24),
      });
    }
  });

  it('takes a market cooling-off of its own', () => {
    expect(requestLimitChange(withLimit(1), 2, now, 72).pending?.confirmableFrom).toEqual(hours(72));
  });

  it('refuses a confirmation during the cooling-off and after the week, and takes it between', () => {
    const state = requestLimitChange(withLimit(50_000), 80_000, now);
    expect(confirmationRefusal(state.pending, hours(23.99))).toBe('cooling_off');
    expect(confirmationRefusal(state.pending, hours(24))).toBeNull();
    expect(confirmationRefusal(state.pending, hours(24 + 7 * 24 - 0.01))).toBeNull();
    expect(confirmationRefusal(state.pending, hours(24 + 7 * 24))).toBe('lapsed');
    expect(confirmationRefusal(null, now)).toBe('nothing_pending');
    expect(confirmLimitChange(state)).toEqual(withLimit(80_000));
  });

  it('drops a pending raise when the player lowers the limit or asks for the one in force', () => {
    const raising = requestLimitChange(withLimit(50_000), 80_000, now);
    expect(requestLimitChange(raising, 40_000, hours(1))).toEqual(withLimit(40_000));
    expect(requestLimitChange(raising, 50_000, hours(1))).toEqual(withLimit(50_000));
  });
});

describe('what a limit counts', () => {
  const activity = { deposited: 30_000, staked: 12_000, won: 5_000 };
  it.each([
    ['deposit', 30_000],
    ['wager', 12_000],
    ['loss', 7_000],
  ] as const)('a %s limit counts %i', (kind, used) => {
    expect(limitUsage(kind, activity)).toBe(used);
  });

  it('never counts a loss below zero: wins beyond the stakes leave the whole limit', () => {
    expect(limitUsage('loss', { deposited: 0, staked: 1_000, won: 9_000 })).toBe(0);
  });

  it('counts a deposit against deposit limits, and a stake against wager and loss limits', () => {
    expect(limitKindsOf('deposit')).toEqual(['deposit']);
    expect(limitKindsOf('bet')).toEqual(['wager', 'loss']);
  });
});
