import type { LoginRequest, SessionResponse } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/login: 200 SessionResponse and the session cookies; 401 invalid_credentials; 429
 * rate_limited or account_throttled, with Retry-After.
 */
export function login(body: LoginRequest) {
  return apiFetch<SessionResponse>('/auth/login', { method: 'POST', body });
}
