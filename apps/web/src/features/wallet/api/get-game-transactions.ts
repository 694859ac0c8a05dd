import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameTransactionsQuery } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

export type GameTransactionsParams = Partial<GameTransactionsQuery>;

/** GET /api/wallet/game-transactions: the basic (real money) or bonus tab, sorted and paged (§3). */
export function getGameTransactions(params: GameTransactionsParams, signal?: AbortSignal) {
  return callApi('getGameTransactions', { query: params, signal });
}

export function gameTransactionsQueryOptions(params: GameTransactionsParams) {
  return queryOptions({
    queryKey: ['wallet', 'game-transactions', params],
    queryFn: ({ signal }) => getGameTransactions(params, signal),
  });
}

export function useGameTransactions(params: GameTransactionsParams) {
  return useQuery({ ...gameTransactionsQueryOptions(params), placeholderData: keepPreviousData });
}
