import type { PasswordResetConfirm } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/password-reset/confirm: 204; 400 invalid_token for an unknown, expired or used link. */
export function confirmPasswordReset(body: PasswordResetConfirm) {
  return callApi('confirmPasswordReset', { body });
}
