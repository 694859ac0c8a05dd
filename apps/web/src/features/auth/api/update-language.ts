import type { Language } from '@casino/rules';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /api/me/language: saves the signed-in player's language (204). */
export function updateLanguage(language: Language) {
  return apiFetch<undefined>('/me/language', { method: 'PUT', body: { language } });
}
