import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPlayerCurrency, type Language } from '@casino/rules';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { usePromotionCurrency } from '../lib/promotion-currency.ts';

/** The longest slug the server accepts (`campaignSlugParamsSchema`); a longer one names no promotion. */
const SLUG_MAX_LENGTH = 64;

/** Whether a slug can name a promotion at all; others are "not found" without a call. */
export function isPromotionSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug.length > 0 && slug.length <= SLUG_MAX_LENGTH;
}

/**
 * GET /api/bonuses/promotions/:slug: one promotion with its full terms, listed or not, when it is offered to the
 * caller in `currency` (a signed-in player's account currency wins); 404 when it is not or does not exist.
 */
export function getPromotion(slug: string, language: Language, currency: string, signal?: AbortSignal) {
  return callApi('getPromotion', {
    params: { slug },
    query: { lang: language, ...(isPlayerCurrency(currency) ? { currency } : {}) },
    signal,
  });
}

/** Whether the answer says that no such promotion is offered to the caller. */
export function isPromotionNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** `viewer` is the signed-in player's id, or null for a guest: what is offered depends on the account too. */
export function promotionQueryOptions(
  slug: string,
  language: Language,
  currency: string,
  viewer: string | null,
) {
  return queryOptions({
    queryKey: ['bonuses', 'promotion', slug, language, currency, viewer ?? 'guest'],
    queryFn: ({ signal }) => getPromotion(slug, language, currency, signal),
    // Campaigns change rarely: the answer is reused for a minute within the page.
    staleTime: 60_000,
    // A promotion not offered stays so: a 404 is not asked again.
    retry: (failureCount, error) => !isPromotionNotFound(error) && failureCount < 2,
  });
}

/** The promotion of `slug` offered to the visitor; disabled (pending) for a slug that cannot exist. */
export function usePromotion(slug: string | undefined) {
  const language = useLanguage();
  const currency = usePromotionCurrency();
  const viewer = useSessionUser()?.id ?? null;
  const valid = isPromotionSlug(slug);
  return useQuery({
    ...promotionQueryOptions(valid ? slug : '', language, currency, viewer),
    enabled: valid,
  });
}
