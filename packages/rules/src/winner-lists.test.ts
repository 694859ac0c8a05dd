import { describe, expect, it } from 'vitest';
import { PLAYER_CURRENCIES } from './currencies.ts';
import {
  WINNER_LIST_RULES,
  WINNER_LISTS,
  WINNER_RANKING_EUR_PER_UNIT,
  winnersHiddenFor,
} from './winner-lists.ts';

describe('winner lists', () => {
  it('has a rule for every tab: the latest by time, high rollers by stake, the day and month by profit', () => {
    expect(WINNER_LISTS.map((list) => WINNER_LIST_RULES[list].order)).toEqual([
      'settled',
      'stake',
      'profit',
      'profit',
    ]);
    expect(WINNER_LIST_RULES.day.windowHours).toBe(24);
    expect(WINNER_LIST_RULES.highRollers.windowHours).toBe(7 * 24);
  });

  it('ranks every player currency with a positive rate', () => {
    for (const currency of PLAYER_CURRENCIES)
      expect(WINNER_RANKING_EUR_PER_UNIT[currency]).toBeGreaterThan(0);
  });

  it('is hidden for visitors from Great Britain and for accounts registered there, shown to everyone else', () => {
    expect(winnersHiddenFor({ visitorCountry: 'GB', accountCountry: null })).toBe(true);
    expect(winnersHiddenFor({ visitorCountry: 'DE', accountCountry: 'GB' })).toBe(true);
    expect(winnersHiddenFor({ visitorCountry: 'DE', accountCountry: 'DE' })).toBe(false);
    expect(winnersHiddenFor({ visitorCountry: null, accountCountry: null })).toBe(false);
    expect(winnersHiddenFor({ visitorCountry: 'DE', accountCountry: 'DE', onBreak: true })).toBe(true);
  });
});
