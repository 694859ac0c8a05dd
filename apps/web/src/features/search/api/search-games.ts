import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/search: the closest games and studios to what the player typed. */
export function searchGames(q: string, signal?: AbortSignal) {
  return callApi('searchGames', { query: { q }, signal });
}

/**
 * The search results for `q` (already debounced); nothing for an empty one. A superseded request is cancelled
 * (the query's signal), and the previous results stay on screen until the new ones arrive.
 */
export function useSearch(q: string) {
  return useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchGames(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
