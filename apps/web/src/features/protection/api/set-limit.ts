import type { SetLimitRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useProtectionMutation } from './protection-mutation.ts';

/** PUT /api/protection/limits: lower applies at once; a raise or removal waits for its cooling-off. */
export function setLimit(request: SetLimitRequest) {
  return callApi('setLimit', { body: request });
}

export const useSetLimit = () => useProtectionMutation(setLimit);
