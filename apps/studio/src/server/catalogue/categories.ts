/** The lobby categories studio games are published in; ids follow the platform's list (new 1, top 2, dropwins 587). */
import type { GameType } from '@casino/contracts';

export const CATEGORIES = {
  new: { id: 1, slug: 'new' },
  top: { id: 2, slug: 'top' },
  slots: { id: 10, slug: 'slots' },
  megaways: { id: 11, slug: 'megaways' },
  bonusBuy: { id: 12, slug: 'bonus-buy' },
  instantGames: { id: 13, slug: 'instant_games' },
  dice: { id: 14, slug: 'dice' },
  tableGames: { id: 15, slug: 'table-games' },
  roulette: { id: 16, slug: 'roulette' },
  blackjack: { id: 17, slug: 'blackjack' },
  baccarat: { id: 18, slug: 'baccarat' },
  poker: { id: 19, slug: 'poker' },
  live: { id: 20, slug: 'live' },
  liveVip: { id: 21, slug: 'live-vip' },
  dropwins: { id: 587, slug: 'dropwins' },
} as const;

export interface Category {
  readonly id: number;
  readonly slug: string;
}

/** The categories a game of a type is always in. */
export function categoriesOfType(type: GameType): Category[] {
  switch (type) {
    case 'slot-lines':
    case 'slot-ways':
      return [CATEGORIES.slots];
    case 'megaways':
      return [CATEGORIES.slots, CATEGORIES.megaways];
    case 'bonus-buy':
      return [CATEGORIES.slots, CATEGORIES.bonusBuy];
    case 'drops-and-wins':
      return [CATEGORIES.slots, CATEGORIES.dropwins];
    case 'dice':
      return [CATEGORIES.instantGames, CATEGORIES.dice];
    case 'roulette':
      return [CATEGORIES.tableGames, CATEGORIES.roulette];
    case 'blackjack':
      return [CATEGORIES.tableGames, CATEGORIES.blackjack];
    case 'baccarat':
      return [CATEGORIES.tableGames, CATEGORIES.baccarat];
    case 'video-poker':
      return [CATEGORIES.tableGames, CATEGORIES.poker];
    case 'mines':
    case 'plinko':
    case 'crash':
      return [CATEGORIES.instantGames];
  }
}
