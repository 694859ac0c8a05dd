import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, LIVE_GROUP } from '@casino/rules';
import { switcherCategories, switcherSetOf } from './switcher-categories.ts';

describe('switcherSetOf', () => {
  it('shows the casino set on the main page and on all games', () => {
    expect(switcherSetOf(undefined)).toBe('casino');
  });

  it('shows the live set on every live-type path', () => {
    for (const category of ['live', 'baccarat', 'roulette', 'poker', 'blackjack', 'live-vip'] as const)
      expect(switcherSetOf(category)).toBe('live');
  });

  it('shows the jackpot set on every jackpot path', () => {
    for (const category of ['jackpots', 'jackpot-gold', 'jackpot-silver', 'jackpot-bronze'] as const)
      expect(switcherSetOf(category)).toBe('jackpots');
  });

  it('shows the casino set on the other categories', () => {
    for (const category of ['slots', 'top', 'new', 'dice', 'megaways', 'dropwins', 'favorites'] as const)
      expect(switcherSetOf(category)).toBe('casino');
  });

  it('lists a page’s own category in the set it shows, except the player’s favourites', () => {
    for (const category of GAME_CATEGORIES.filter((c) => !['favorites', 'bonus-buy'].includes(c)))
      expect(switcherCategories(switcherSetOf(category))).toContain(category);
  });
});

describe('switcherCategories', () => {
  it('puts all live games before the live tables of the sidebar’s live group', () => {
    expect(switcherCategories('live').slice(1)).toEqual(LIVE_GROUP);
    expect(switcherCategories('live')).toEqual([
      'live',
      'baccarat',
      'roulette',
      'poker',
      'blackjack',
      'live-vip',
    ]);
  });

  it('lists all jackpots before the tiers', () => {
    expect(switcherCategories('jackpots')).toEqual([
      'jackpots',
      'jackpot-gold',
      'jackpot-silver',
      'jackpot-bronze',
    ]);
  });
});
