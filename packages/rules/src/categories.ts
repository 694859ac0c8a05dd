/** Game categories of §2.6: the path segment under `games/` and the query value each one uses. */
export const GAME_CATEGORIES = [
  'slots',
  'live',
  'top',
  'new',
  'jackpots',
  'bonus-games',
  'bonus-buy',
  'table-games',
  'instant_games',
  'megaways',
  'dropwins',
  'jackpot-gold',
  'jackpot-silver',
  'jackpot-bronze',
  'baccarat',
  'poker',
  'roulette',
  'dice',
  'blackjack',
  'live-vip',
  'favorites',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);
}

export function categoryQueryValue(category: GameCategory): string {
  if (category === 'bonus-games') return 'my-bonus-games';
  if (category === 'dropwins') return 'dropwinscat';
  return category;
}

export const CATEGORY_IDS = { new: 1, top: 2, dropsAndWins: 587 } as const;

/** Sidebar groups (§2.8). */
export const CASINO_GROUP: readonly GameCategory[] = [
  'slots',
  'live',
  'dice',
  'top',
  'new',
  'bonus-games',
  'table-games',
  'instant_games',
  'megaways',
  'dropwins',
];
export const LIVE_GROUP: readonly GameCategory[] = ['baccarat', 'roulette', 'poker', 'blackjack', 'live-vip'];
export const JACKPOT_GROUP: readonly GameCategory[] = [
  'jackpots',
  'jackpot-gold',
  'jackpot-silver',
  'jackpot-bronze',
];
