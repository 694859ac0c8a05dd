import { describe, expect, it } from 'vitest';
import { birthdaysOn } from './birthdays.ts';
import { grantPeriod } from './grant-period.ts';

describe('birthdays', () => {
  it.each([
    ['2027-03-14T23:59:59.999Z', [{ month: 3, day: 14 }]],
    [
      '2027-02-28T00:00:00.000Z',
      [
        { month: 2, day: 28 },
        { month: 2, day: 29 },
      ],
    ],
    ['2028-02-28T12:00:00.000Z', [{ month: 2, day: 28 }]],
    ['2028-02-29T12:00:00.000Z', [{ month: 2, day: 29 }]],
    [
      '2100-02-28T12:00:00.000Z',
      [
        { month: 2, day: 28 },
        { month: 2, day: 29 },
      ],
    ],
  ])('on %s are of the dates of birth %j (UTC)', (at, dates) => {
    expect(birthdaysOn(new Date(at))).toEqual(dates);
  });

  it('count once a year, and a winnings boost once a day, towards the per-player limit', () => {
    const at = new Date('2027-03-14T10:00:00.000Z');
    expect(grantPeriod({ kind: 'birthday' }, at)).toBe('year:2027');
    expect(grantPeriod({ kind: 'increase_winnings' }, at)).toBe('day:2027-03-14');
    expect(grantPeriod({ kind: 'link' }, at)).toBe('once');
    expect(grantPeriod({ kind: 'first_authorization' }, at)).toBe('once');
  });
});
