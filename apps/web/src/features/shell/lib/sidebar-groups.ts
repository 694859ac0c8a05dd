import {
  CASINO_GROUP,
  CATEGORY_COUNT_LABELS,
  JACKPOT_GROUP,
  LIVE_GROUP,
  formatNumber,
  type GameCategory,
} from '@casino/rules';

/** The sidebar category groups of §2.8, in their order. */
export interface SidebarGroup {
  id: 'casino' | 'live' | 'jackpots';
  categories: readonly GameCategory[];
  /** "8000+" and the like, shown beside the group name. */
  countLabel: string;
  /** A leading "all …" link of the group, when it has one. */
  allCategory?: GameCategory;
}

export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  { id: 'casino', categories: CASINO_GROUP, countLabel: CATEGORY_COUNT_LABELS.casino },
  { id: 'live', categories: LIVE_GROUP, countLabel: CATEGORY_COUNT_LABELS.live, allCategory: 'live' },
  { id: 'jackpots', categories: JACKPOT_GROUP, countLabel: CATEGORY_COUNT_LABELS.jackpots },
];

/** The unlocalized path of a game category page. */
export function categoryPath(category: GameCategory): string {
  return `/games/${category}`;
}

/** "8000+" → "8,000+": every number in a count label gets a comma for thousands (§3). */
export function formatCountLabel(label: string): string {
  return label.replace(/\d+/g, (digits) => formatNumber(Number(digits)));
}
