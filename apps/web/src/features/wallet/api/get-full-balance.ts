import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FullBalance } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/wallet/balance/full: every account kind of the player (§3 full balance). */
export function getFullBalance(signal?: AbortSignal) {
  return apiFetch<FullBalance>('/wallet/balance/full', { signal });
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
