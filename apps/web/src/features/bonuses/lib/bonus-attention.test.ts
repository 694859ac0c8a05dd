import { beforeEach, describe, expect, it } from 'vitest';
import { nextDayStart, takeBonusAttention } from './bonus-attention.ts';

beforeEach(() => localStorage.clear());

const EVENING = new Date(2026, 10, 27, 21, 30).getTime();
const MIDNIGHT = new Date(2026, 10, 28).getTime();

describe('takeBonusAttention', () => {
  it('is due once a day per game: the key holds the start of the next local day', () => {
    expect(takeBonusAttention('starfall-fortune', 'u-1', EVENING)).toBe(true);
    expect(localStorage.getItem('u-1:starfall-fortuneIsAlreadyShowed')).toBe(String(MIDNIGHT));
    expect(takeBonusAttention('starfall-fortune', 'u-1', MIDNIGHT - 1)).toBe(false);
    expect(takeBonusAttention('lucky-dice', 'u-1', EVENING)).toBe(true);
    expect(takeBonusAttention('starfall-fortune', 'u-1', MIDNIGHT)).toBe(true);
  });

  it('is counted per player, and under the bare key when the player is unknown', () => {
    expect(takeBonusAttention('starfall-fortune', 'u-1', EVENING)).toBe(true);
    expect(takeBonusAttention('starfall-fortune', 'u-2', EVENING)).toBe(true);
    expect(takeBonusAttention('starfall-fortune', null, EVENING)).toBe(true);
    expect(localStorage.getItem('starfall-fortuneIsAlreadyShowed')).toBe(String(MIDNIGHT));
  });

  it('takes a stored value that is not a timestamp as not shown', () => {
    localStorage.setItem('u-1:starfall-fortuneIsAlreadyShowed', 'soon');
    expect(takeBonusAttention('starfall-fortune', 'u-1', EVENING)).toBe(true);
  });
});

describe('nextDayStart', () => {
  it('is the next local midnight, also from a midnight', () => {
    expect(nextDayStart(EVENING)).toBe(MIDNIGHT);
    expect(nextDayStart(MIDNIGHT)).toBe(new Date(2026, 10, 29).getTime());
  });
});
