import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';

/** PUT /api/me/language: saves the signed-in player's language (204). */
export function updateLanguage(language: Language) {
  return callApi('updateLanguage', { body: { language } });
}
