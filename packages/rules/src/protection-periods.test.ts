import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  exclusionEnd,
  mayReplaceExclusion,
  type Exclusion,
} from './protection-periods.ts';

describe('the end of a break', () => {
  it.each([
    [{ kind: 'timeOut', period: '24h' }, '2026-11-27T10:00:00Z', '2026-11-28T10:00:00Z'],
    [{ kind: 'timeOut', period: '7d' }, '2026-11-27T10:00:00Z', '2026-12-04T10:00:00Z'],
    [{ kind: 'timeOut', period: '30d' }, '2026-11-27T10:00:00Z', '2026-12-27T10:00:00Z'],
    [{ kind: 'timeOut', period: '6w' }, '2026-11-27T10:00:00Z', '2027-01-08T10:00:00Z'],
    [{ kind: 'selfExclusion', period: '6m' }, '2026-11-27T10:00:00Z', '2027-05-27T10:00:00Z'],
    [{ kind: 'selfExclusion', period: '1y' }, '2026-11-27T10:00:00Z', '2027-11-27T10:00:00Z'],
    [{ kind: 'selfExclusion', period: '2y' }, '2026-11-27T10:00:00Z', '2028-11-27T10:00:00Z'],
    [{ kind: 'selfExclusion', period: '5y' }, '2026-11-27T10:00:00Z', '2031-11-27T10:00:00Z'],
    // A day the month lacks becomes its last day, never the next month's first.
    [{ kind: 'selfExclusion', period: '6m' }, '2026-08-31T23:30:00Z', '2027-02-28T23:30:00Z'],
    [{ kind: 'selfExclusion', period: '6m' }, '2027-08-31T08:00:00Z', '2028-02-29T08:00:00Z'],
    [{ kind: 'selfExclusion', period: '1y' }, '2028-02-29T08:00:00Z', '2029-02-28T08:00:00Z'],
  ] as [Exclusion, string, string][])('%o from %s ends at %s', (exclusion, start, end) => {
    expect(exclusionEnd(new Date(start), exclusion).toISOString()).toBe(new Date(end).toISOString());
  });

  it('adds calendar months across a year', () => {
    expect(addCalendarMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
  });
});

describe('replacing a running break', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 11, day));
  it('takes only one that ends later, and never a time-out over a self-exclusion', () => {
    expect(mayReplaceExclusion({ kind: 'timeOut', endsAt: at(5) }, { kind: 'timeOut', endsAt: at(6) })).toBe(
      true,
    );
    expect(mayReplaceExclusion({ kind: 'timeOut', endsAt: at(5) }, { kind: 'timeOut', endsAt: at(4) })).toBe(
      false,
    );
    expect(
      mayReplaceExclusion({ kind: 'timeOut', endsAt: at(5) }, { kind: 'selfExclusion', endsAt: at(20) }),
    ).toBe(true);
    expect(
      mayReplaceExclusion({ kind: 'selfExclusion', endsAt: at(5) }, { kind: 'timeOut', endsAt: at(20) }),
    ).toBe(false);
  });
});
