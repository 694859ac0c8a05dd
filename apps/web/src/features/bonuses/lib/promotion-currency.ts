import { LANGUAGE_CURRENCY } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { useSessionUser } from '../../../lib/session.ts';

/**
 * The currency the promotions are read in: the signed-in player's account currency (which the server uses
 * anyway), a guest's the currency of the page's language (docs/bonuses.md, Who is offered what).
 */
export function usePromotionCurrency(): string {
  const language = useLanguage();
  return useSessionUser()?.currency ?? LANGUAGE_CURRENCY[language];
}
