import type { StartExclusionRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useProtectionMutation } from './protection-mutation.ts';

/** POST /api/protection/exclusions: a time-out or self-exclusion, at once; it ends the player's games. */
export function startExclusion(request: StartExclusionRequest) {
  return callApi('startExclusion', { body: request });
}

export const useStartExclusion = () => useProtectionMutation(startExclusion);
