import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';

/** GET /api/me: the user full info of §3. */
export function getMe(signal?: AbortSignal) {
  return callApi('getMe', { signal });
}

/** Query key of the full user info; removed from the cache on logout (§4). */
export const ME_QUERY_KEY = ['me'] as const;

export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: QUERY_STALE_MS,
  });
}

/** The signed-in player's full info; idle for guests. */
export function useMe() {
  const authenticated = useIsAuthenticated();
  return useQuery({ ...meQueryOptions(), enabled: authenticated });
}
