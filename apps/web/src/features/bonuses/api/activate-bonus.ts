import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useBonusMutation } from './bonus-mutation.ts';

/**
 * POST /api/bonuses/mine/:id/activate: makes a queued bonus the active one; an active bonus it replaces is
 * forfeited first, with its bonus balance and its wagering progress (§4).
 */
export function activateBonus(id: string, language: Language) {
  return callApi('activateBonus', { params: { id }, query: { lang: language } });
}

export const useActivateBonus = () => useBonusMutation(activateBonus);
