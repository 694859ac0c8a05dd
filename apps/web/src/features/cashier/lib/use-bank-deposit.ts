import type { DepositRequest } from '@casino/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { useIdempotencyKey } from './idempotency.ts';
import { redirectTo } from './redirect.ts';

/** What a bank deposit is made of, without its idempotency key. */
export type BankDepositValues = Omit<DepositRequest, 'idempotencyKey'>;

/**
 * Creates a bank deposit and sends the browser to the provider's page: the deposit form and the FORM_FIELDS
 * modal, which resumes it, pay the same way. A retry of the same values after a network failure reuses the
 * idempotency key; any definite answer starts a new one.
 */
export function useBankDeposit() {
  const create = useCreateDeposit();
  const idempotency = useIdempotencyKey();
  const pay = (
    values: BankDepositValues,
    { onError, beforeRedirect }: { onError: (failure: unknown) => void; beforeRedirect?: () => void },
  ) => {
    create.mutate(
      { ...values, idempotencyKey: idempotency.keyFor(values) },
      {
        onSuccess: ({ redirectUrl }) => {
          idempotency.reset();
          beforeRedirect?.();
          redirectTo(redirectUrl);
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError && failure.code === 'network')) idempotency.reset();
          onError(failure);
        },
      },
    );
  };
  return { pay, isPending: create.isPending };
}
