import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearRecentSearches,
  forgetGameSearch,
  forgetProvider,
  MAX_RECENT,
  recentGameSearches,
  recentProviders,
  rememberGameSearch,
  rememberProvider,
  withRecent,
} from './recent-searches.ts';

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the most recent first, once, and at most 10', () => {
    const same = (a: string, b: string) => a === b;
    expect(withRecent(['b', 'a'], 'a', same)).toEqual(['a', 'b']);
    const many = Array.from({ length: MAX_RECENT }, (_, index) => `q${index}`);
    expect(withRecent(many, 'new', same)).toHaveLength(MAX_RECENT);
    expect(withRecent(many, 'new', same)[0]).toBe('new');
  });

  it('stores game searches under gameRecentSearches, case and spaces aside', () => {
    rememberGameSearch('Valhalla');
    rememberGameSearch('dice');
    rememberGameSearch('  valhalla ');
    expect(recentGameSearches()).toEqual(['valhalla', 'dice']);
    expect(JSON.parse(localStorage.getItem('gameRecentSearches') ?? '[]')).toEqual(['valhalla', 'dice']);
    expect(forgetGameSearch('DICE')).toEqual(['valhalla']);
  });

  it('stores providers under providerRecentSearches, and clears both', () => {
    rememberProvider({ id: 7, name: 'Lumen Studio' });
    rememberProvider({ id: 9, name: 'Ember Forge' });
    rememberProvider({ id: 7, name: 'Lumen Studio' });
    expect(recentProviders().map((provider) => provider.id)).toEqual([7, 9]);
    expect(forgetProvider(7)).toEqual([{ id: 9, name: 'Ember Forge' }]);
    clearRecentSearches();
    expect(recentProviders()).toEqual([]);
    expect(recentGameSearches()).toEqual([]);
  });

  it('ignores what it did not write', () => {
    localStorage.setItem('gameRecentSearches', '{not json');
    localStorage.setItem('providerRecentSearches', JSON.stringify([{ id: 'x' }, { id: 3, name: 'Ok' }, 5]));
    expect(recentGameSearches()).toEqual([]);
    expect(recentProviders()).toEqual([{ id: 3, name: 'Ok' }]);
  });
});
