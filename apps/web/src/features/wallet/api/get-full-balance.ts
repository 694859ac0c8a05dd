import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/wallet/balance/full: every account kind of the player (§3 full balance). */
export function getFullBalance(signal?: AbortSignal) {
  return callApi('getFullBalance', { signal });
}

export function fullBalanceQueryOptions() {
  return queryOptions({
    queryKey: ['wallet', 'balance', 'full'],
    queryFn: ({ signal }) => getFullBalance(signal),
  });
}

export function useFullBalance() {
  return useQuery(fullBalanceQueryOptions());
}
