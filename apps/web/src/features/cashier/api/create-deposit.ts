import { useMutation } from '@tanstack/react-query';
import type { DepositCreated, DepositRequest } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/payments/deposits: creates a bank deposit and answers the provider's hosted page. */
export function createDeposit(request: DepositRequest) {
  return apiFetch<DepositCreated>('/payments/deposits', { method: 'POST', body: request });
}

export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}
