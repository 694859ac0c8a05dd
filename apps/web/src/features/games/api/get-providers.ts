import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The server caches the list for a minute; the app keeps it as long. */
const PROVIDERS_FRESH_MS = 60_000;

/** GET /api/providers: the studios with available games, by name, with their numbers of games. */
export function getProviders(signal?: AbortSignal) {
  return callApi('getGameProviders', { signal });
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: PROVIDERS_FRESH_MS,
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}
