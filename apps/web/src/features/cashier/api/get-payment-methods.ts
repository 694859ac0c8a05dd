import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/payments/methods: every deposit method with its limits per currency and its credit time. */
export function getPaymentMethods(signal?: AbortSignal) {
  return callApi('getPaymentMethods', { signal });
}

export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'methods'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
