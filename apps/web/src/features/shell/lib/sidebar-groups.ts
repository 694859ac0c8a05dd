import { CASINO_GROUP, JACKPOT_GROUP, LIVE_GROUP, type GameCategory } from '@casino/rules';
import type { CountedGameCategory, GameCounts } from '@casino/contracts';

/** The sidebar category groups of §2.8, in their order. */
export interface SidebarGroup {
  id: 'casino' | 'live' | 'jackpots';
  categories: readonly GameCategory[];
  /** What the count beside the group name counts: the whole catalogue, or the games of one category. */
  countOf: 'all' | CountedGameCategory;
  /** A leading "all …" link of the group, when it has one. */
  allCategory?: GameCategory;
}

export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  // The casino group lists every kind of game, live included.
  { id: 'casino', categories: CASINO_GROUP, countOf: 'all' },
  { id: 'live', categories: LIVE_GROUP, countOf: 'live', allCategory: 'live' },
  { id: 'jackpots', categories: JACKPOT_GROUP, countOf: 'jackpots' },
];

/** How many games the group's count stands for; 0 while the counts are unknown. */
export function groupGameCount(group: SidebarGroup, counts: GameCounts | undefined): number {
  if (!counts) return 0;
  return group.countOf === 'all' ? counts.total : counts.categories[group.countOf];
}

/** The unlocalized path of a game category page. */
export function categoryPath(category: GameCategory): string {
  return `/games/${category}`;
}
