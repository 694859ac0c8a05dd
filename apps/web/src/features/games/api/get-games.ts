import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameList } from '@casino/contracts';
import { CAROUSEL_PAGE_SIZE, type GameCategory } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';

/** §7 "games list by category: page size 15", the same 15 as the carousels (§9). */
export const GAMES_PAGE_SIZE = CAROUSEL_PAGE_SIZE;

export interface GameListParams {
  /** A §2.6 category path segment; none lists every game. */
  category?: GameCategory;
  search?: string;
  /** Only the games of this studio (its providerId). */
  provider?: number;
}

/** GET /api/games: one page of the catalogue (guests included), 15 games a page (§7, §9). */
export function getGames(params: GameListParams, page: number, signal?: AbortSignal) {
  return callApi('getGames', {
    query: {
      category: params.category,
      search: params.search,
      provider: params.provider,
      page,
      pageSize: GAMES_PAGE_SIZE,
    },
    signal,
  });
}

/** The page after `last`, or undefined when `last` reached the total. */
export function nextGamesPage(last: GameList): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

export function gamesQueryOptions(params: GameListParams) {
  return infiniteQueryOptions({
    queryKey: ['games', 'list', params],
    queryFn: ({ pageParam, signal }) => getGames(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextGamesPage,
  });
}

/** The games of a category (or all), read page by page with "load more". */
export function useGames(params: GameListParams) {
  return useInfiniteQuery(gamesQueryOptions(params));
}
