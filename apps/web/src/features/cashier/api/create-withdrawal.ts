import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/payments/withdrawals: holds the amount and records a pending withdrawal. */
export function createWithdrawal(request: WithdrawalRequest) {
  return callApi('createWithdrawal', { body: request });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    // The held amount leaves the balance and the request joins the payment history.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
