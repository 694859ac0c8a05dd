import type { RegistrationRequest, SessionResponse } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/register: 201 SessionResponse and the session cookies; 409 email_taken, 400 unknown_country… */
export function register(body: RegistrationRequest) {
  return apiFetch<SessionResponse>('/auth/register', { method: 'POST', body });
}
