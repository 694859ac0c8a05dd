import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/logout: ends the server session and clears both cookies (204). */
export function logout() {
  return apiFetch<undefined>('/auth/logout', { method: 'POST' });
}
