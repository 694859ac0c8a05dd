import { useMutation } from '@tanstack/react-query';
import type { CryptoDepositRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/payments/crypto/deposits: the address, the exact asset amount and the quoted rate. */
export function createCryptoDeposit(request: CryptoDepositRequest) {
  return callApi('createCryptoDeposit', { body: request });
}

export function useCreateCryptoDeposit() {
  return useMutation({ mutationFn: createCryptoDeposit });
}
