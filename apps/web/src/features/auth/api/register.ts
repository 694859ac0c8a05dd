import type { RegistrationRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/register: 201 SessionResponse and the session cookies; 409 email_taken, 400 unknown_country… */
export function register(body: RegistrationRequest) {
  return callApi('register', { body });
}
