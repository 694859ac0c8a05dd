import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodsResponse } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/payments/methods: every deposit method with its limits per currency and its credit time. */
export function getPaymentMethods(signal?: AbortSignal) {
  return apiFetch<PaymentMethodsResponse>('/payments/methods', { signal });
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
