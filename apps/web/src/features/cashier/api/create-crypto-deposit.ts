import { useMutation } from '@tanstack/react-query';
import type { CryptoDepositCreated, CryptoDepositRequest } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/payments/crypto/deposits: the address, the exact asset amount and the quoted rate. */
export function createCryptoDeposit(request: CryptoDepositRequest) {
  return apiFetch<CryptoDepositCreated>('/payments/crypto/deposits', { method: 'POST', body: request });
}

export function useCreateCryptoDeposit() {
  return useMutation({ mutationFn: createCryptoDeposit });
}
