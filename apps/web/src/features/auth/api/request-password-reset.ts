import type { PasswordResetRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/password-reset: always 202, whether the address has an account or not. */
export function requestPasswordReset(body: PasswordResetRequest) {
  return callApi('requestPasswordReset', { body });
}
