import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useBonusMutation } from './bonus-mutation.ts';

/**
 * POST /api/bonuses/mine/:id/cancel: cancels a queued or the active bonus; the active one's bonus balance goes
 * to zero and the next queued bonus becomes active.
 */
export function cancelBonus(id: string, language: Language) {
  return callApi('cancelBonus', { params: { id }, query: { lang: language } });
}

export const useCancelBonus = () => useBonusMutation(cancelBonus);
