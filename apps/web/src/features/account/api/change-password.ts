import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/me/password: 204; 400 wrong_password or password_reused. */
export function changePassword(request: ChangePasswordRequest) {
  return callApi('changePassword', { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
