import { callApi } from '../../../lib/api-client.ts';
import { useProtectionMutation } from './protection-mutation.ts';

/** POST /api/protection/exclusions/return: after a self-exclusion has ended, play resumes 24 hours later. */
export function requestReturn() {
  return callApi('requestReturn');
}

export const useRequestReturn = () => useProtectionMutation(requestReturn);
