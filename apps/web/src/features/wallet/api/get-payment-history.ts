import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentHistoryQuery } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

export type PaymentHistoryParams = Partial<PaymentHistoryQuery>;

/** GET /api/wallet/payment-history: deposits and withdrawals, filtered, sorted and paged (§3). */
export function getPaymentHistory(params: PaymentHistoryParams, signal?: AbortSignal) {
  return callApi('getPaymentHistory', { query: params, signal });
}

export function paymentHistoryQueryOptions(params: PaymentHistoryParams) {
  return queryOptions({
    queryKey: ['wallet', 'payment-history', params],
    queryFn: ({ signal }) => getPaymentHistory(params, signal),
  });
}

export function usePaymentHistory(params: PaymentHistoryParams, enabled = true) {
  return useQuery({ ...paymentHistoryQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
