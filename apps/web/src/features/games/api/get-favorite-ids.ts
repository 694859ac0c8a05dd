import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';

export const FAVORITE_IDS_KEY = ['favorites', 'ids'] as const;

/** GET /api/favorites: the ids of the signed-in player's favourite games, newest first. */
export function getFavoriteIds(signal?: AbortSignal) {
  return callApi('getFavoriteGameIds', { signal });
}

export function favoriteIdsQueryOptions() {
  return queryOptions({ queryKey: FAVORITE_IDS_KEY, queryFn: ({ signal }) => getFavoriteIds(signal) });
}

/** The player's favourites, read once for every heart on the page; nothing for a guest. */
export function useFavoriteIds() {
  const authenticated = useIsAuthenticated();
  return useQuery({ ...favoriteIdsQueryOptions(), enabled: authenticated });
}
