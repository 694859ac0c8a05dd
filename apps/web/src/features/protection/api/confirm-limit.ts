import type { LimitKeyRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useProtectionMutation } from './protection-mutation.ts';

/** POST /api/protection/limits/confirm: takes a pending raise or removal once its cooling-off has passed. */
export function confirmLimit(key: LimitKeyRequest) {
  return callApi('confirmLimit', { body: key });
}

export const useConfirmLimit = () => useProtectionMutation(confirmLimit);
