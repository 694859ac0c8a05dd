import { describe, expect, it } from 'vitest';
import type { WinnerRow } from '@casino/contracts';
import { mergeLatestWinners } from './merge-winners.ts';

const row = (id: string, minute: number, amount = 100): WinnerRow => ({
  id,
  amount,
  currency: 'EUR',
  login: 'Le***a',
  game: 'Fruit Lines',
  wonAt: new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString(),
});

describe('merging pushed winners into the latest tab', () => {
  it('puts the pushed rows in time order among the shown ones, newest first', () => {
    const merged = mergeLatestWinners([row('c', 30)], [row('b', 20), row('a', 40)]);
    expect(merged.map((entry) => entry.id)).toEqual(['a', 'c', 'b']);
  });

  it('keeps each round once, the pushed row winning', () => {
    const merged = mergeLatestWinners([row('a', 10, 700)], [row('a', 10, 100), row('b', 5)]);
    expect(merged.map((entry) => [entry.id, entry.amount])).toEqual([
      ['a', 700],
      ['b', 100],
    ]);
  });

  it('keeps at most the tab’s 20 rows, dropping the oldest', () => {
    const shown = Array.from({ length: 20 }, (_, index) => row(`s${index}`, index));
    const merged = mergeLatestWinners([row('new', 59)], shown);
    expect(merged).toHaveLength(20);
    expect(merged[0]?.id).toBe('new');
    expect(merged.some((entry) => entry.id === 's0')).toBe(false);
  });
});
