import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPlayerCurrency, type Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { usePromotionCurrency } from '../lib/promotion-currency.ts';

/**
 * GET /api/bonuses/promotions: the listed running campaigns offered to the caller in `currency` (a signed-in
 * player's account currency wins on the server), in the page's language.
 */
export function getPromotions(language: Language, currency: string, signal?: AbortSignal) {
  return callApi('getPromotions', {
    query: { lang: language, ...(isPlayerCurrency(currency) ? { currency } : {}) },
    signal,
  });
}

/** `viewer` is the signed-in player's id, or null for a guest: what is offered depends on the account too. */
export function promotionsQueryOptions(language: Language, currency: string, viewer: string | null) {
  return queryOptions({
    queryKey: ['bonuses', 'promotions', language, currency, viewer ?? 'guest'],
    queryFn: ({ signal }) => getPromotions(language, currency, signal),
    // Campaigns change rarely: the answer is reused for a minute within the page.
    staleTime: 60_000,
  });
}

/** The promotions offered to the visitor, in the order the server lists them. */
export function usePromotions() {
  const language = useLanguage();
  const currency = usePromotionCurrency();
  const viewer = useSessionUser()?.id ?? null;
  return useQuery({
    ...promotionsQueryOptions(language, currency, viewer),
    select: (answer) => answer.promotions,
  });
}
