import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The server caches the counts for a minute; they are rounded for display, so the app keeps them as long. */
const GAME_COUNTS_FRESH_MS = 60_000;

/** GET /api/games/counts: how many available games there are, in all and per §2.6 category. */
export function getGameCounts(signal?: AbortSignal) {
  return callApi('getGameCounts', { signal });
}

export function gameCountsQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'counts'],
    queryFn: ({ signal }) => getGameCounts(signal),
    staleTime: GAME_COUNTS_FRESH_MS,
    // Kept while no screen shows them, so that coming back to the lobby does not redraw its title.
    gcTime: Infinity,
  });
}

/** The catalogue's counts, shared by the hero, the carousel titles and the sidebar groups (one request). */
export function useGameCounts() {
  return useQuery(gameCountsQueryOptions());
}
