import type { GameCategory } from '@casino/rules';

/** What a route tells the screens about itself (route object `handle`). */
export interface RouteHandle {
  /** Translation key of the screen's title. */
  titleKey?: string;
  /** The title is the game category of the path (games/{categoryId}) when there is one. */
  titleFromCategory?: boolean;
  /** The game category of a static games path (games/jackpots), which has no categoryId parameter. */
  category?: GameCategory;
}

export function categoryTitleKey(category: GameCategory): string {
  return `routes.category.${category}`;
}

export function routeTitleKey(handle: RouteHandle | undefined, category: GameCategory | null): string {
  if (handle?.titleFromCategory && category) return categoryTitleKey(category);
  return handle?.titleKey ?? 'routes.titles.main';
}
