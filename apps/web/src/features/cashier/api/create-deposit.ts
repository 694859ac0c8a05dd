import { useMutation } from '@tanstack/react-query';
import type { DepositRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/payments/deposits: creates a bank deposit and answers the provider's hosted page. */
export function createDeposit(request: DepositRequest) {
  return callApi('createDeposit', { body: request });
}

export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}
