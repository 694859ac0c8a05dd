import type { SessionResponse } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/session-return: exchanges the session_uuid of the reauth route for a new session. */
export function exchangeSessionReturn(sessionUuid: string) {
  return apiFetch<SessionResponse>('/auth/session-return', { method: 'POST', body: { sessionUuid } });
}
