import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { shortBalanceInterval } from '../lib/balance-polling.ts';
import { SHORT_BALANCE_QUERY_KEY } from '../lib/balance-push.ts';

/** GET /api/wallet/balance: the short balance of §3 (balanceMain, bonusCasino, balance). */
export function getShortBalance(signal?: AbortSignal) {
  return callApi('getShortBalance', { signal });
}

export function shortBalanceQueryOptions() {
  return queryOptions({
    queryKey: SHORT_BALANCE_QUERY_KEY,
    queryFn: ({ signal }) => getShortBalance(signal),
  });
}

/** The signed-in player's short balance, refetched every 3 s unless polling is off (§4); idle for guests. */
export function useShortBalance() {
  const authenticated = useIsAuthenticated();
  return useQuery({
    ...shortBalanceQueryOptions(),
    enabled: authenticated,
    refetchInterval: shortBalanceInterval(authenticated),
  });
}
