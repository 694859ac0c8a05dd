import type { SetRealityCheckRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useProtectionMutation } from './protection-mutation.ts';

/** PUT /api/protection/reality-check: the interval in minutes, or null for off where the market allows. */
export function setRealityCheck(request: SetRealityCheckRequest) {
  return callApi('setRealityCheck', { body: request });
}

export const useSetRealityCheck = () => useProtectionMutation(setRealityCheck);
