import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/wallet/bonus-account: the bonus balance and the games its wagering counts on (§3). */
export function getBonusAccount(signal?: AbortSignal) {
  return callApi('getBonusAccount', { signal });
}

export function bonusAccountQueryOptions() {
  return queryOptions({
    queryKey: ['wallet', 'bonus-account'],
    queryFn: ({ signal }) => getBonusAccount(signal),
  });
}

export function useBonusAccount() {
  return useQuery(bonusAccountQueryOptions());
}
