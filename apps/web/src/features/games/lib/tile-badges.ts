import type { Game } from '@casino/contracts';
import { CATEGORY_IDS } from '@casino/rules';

/** A badge a tile or the game page shows (§2.6). */
export type TileBadge = Game['badges'][number] | 'live' | 'dropwins';

/**
 * The badges of a game (§2.6): the catalogue's own (new, top, wagering), then live for a live-casino game and the
 * special drops-and-wins badge for a game of category 587.
 */
export function tileBadges(game: Pick<Game, 'badges' | 'source' | 'categories'>): TileBadge[] {
  const badges: TileBadge[] = [...game.badges];
  if (game.source === 'live') badges.push('live');
  if (game.categories.some((category) => category.id === CATEGORY_IDS.dropsAndWins)) badges.push('dropwins');
  return badges;
}
