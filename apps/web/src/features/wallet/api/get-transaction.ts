import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/wallet/transactions/:id: one of the player's transactions (404 for any other). */
export function getTransaction(transactionId: string, signal?: AbortSignal) {
  return callApi('getTransaction', { params: { transactionId }, signal });
}

export function transactionQueryOptions(transactionId: string) {
  return queryOptions({
    queryKey: ['wallet', 'transaction', transactionId],
    queryFn: ({ signal }) => getTransaction(transactionId, signal),
    retry: false,
  });
}

export function useTransaction(transactionId: string) {
  return useQuery(transactionQueryOptions(transactionId));
}
