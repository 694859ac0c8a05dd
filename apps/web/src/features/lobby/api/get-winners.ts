import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WinnerList } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';

/** The server answers from lists it reads at most every 2 s; new wins also arrive over `/ws`. */
const WINNERS_FRESH_MS = 30_000;

/** GET /api/winners: one top-winners tab, or `shown: false` for an audience that does not see the block. */
export function getWinners(list: WinnerList, signal?: AbortSignal) {
  return callApi('getWinners', { query: { list }, signal });
}

export function winnersQueryKey(list: WinnerList) {
  return ['winners', list] as const;
}

export function winnersQueryOptions(list: WinnerList) {
  return queryOptions({
    queryKey: winnersQueryKey(list),
    queryFn: ({ signal }) => getWinners(list, signal),
    staleTime: WINNERS_FRESH_MS,
  });
}

export function useWinners(list: WinnerList) {
  return useQuery(winnersQueryOptions(list));
}
