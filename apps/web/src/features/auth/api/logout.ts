import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/logout: ends the server session and clears both cookies (204). */
export function logout() {
  return callApi('logout');
}
