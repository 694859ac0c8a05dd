import { CASINO_GROUP, JACKPOT_GROUP, type GameCategory } from '@casino/rules';

/** The three chip sets of the category switcher (§2.7). */
export type SwitcherSet = 'casino' | 'live' | 'jackpots';

/** All live games first, then the live tables. */
const LIVE_SET: readonly GameCategory[] = ['live', 'baccarat', 'roulette', 'poker', 'blackjack', 'live-vip'];

const SETS: Record<SwitcherSet, readonly GameCategory[]> = {
  casino: CASINO_GROUP,
  live: LIVE_SET,
  jackpots: JACKPOT_GROUP,
};

/**
 * Which set a page shows (§2.7): the live set on live-type paths (all live games and the live tables), the
 * jackpot set on jackpot paths, the casino set everywhere else (the main page, all games, the other categories).
 */
export function switcherSetOf(category: GameCategory | undefined): SwitcherSet {
  if (category === undefined) return 'casino';
  if (SETS.live.includes(category)) return 'live';
  if (SETS.jackpots.includes(category)) return 'jackpots';
  return 'casino';
}

/** The chips of a set, in their order. */
export function switcherCategories(set: SwitcherSet): readonly GameCategory[] {
  return SETS[set];
}
