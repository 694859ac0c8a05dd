import type { SessionResponse } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/handoff: exchanges the one-time token of the `account` parameter for a new session. */
export function exchangeHandoff(token: string) {
  return apiFetch<SessionResponse>('/auth/handoff', { method: 'POST', body: { token } });
}
