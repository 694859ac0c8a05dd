import type { LoginRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/login: 200 SessionResponse and the session cookies; 401 invalid_credentials; 429
 * rate_limited or account_throttled, with Retry-After.
 */
export function login(body: LoginRequest) {
  return callApi('login', { body });
}
