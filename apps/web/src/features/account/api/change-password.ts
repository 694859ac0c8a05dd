import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/me/password: 204; 400 wrong_password or password_reused. */
export function changePassword(request: ChangePasswordRequest) {
  return apiFetch<undefined>('/me/password', { method: 'POST', body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
