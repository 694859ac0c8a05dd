import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPlayerCurrency, type Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useSessionUser } from '../../../lib/session.ts';

/**
 * GET /api/bonuses/welcome: the welcome campaign offered to the caller in `currency` (a signed-in player's
 * account currency wins on the server), in the page's language; null where none is offered.
 */
export function getWelcomeOffer(language: Language, currency: string, signal?: AbortSignal) {
  return callApi('getWelcomeOffer', {
    query: { lang: language, ...(isPlayerCurrency(currency) ? { currency } : {}) },
    signal,
  });
}

/** `viewer` is the signed-in player's id, or null for a guest: what is offered depends on the account too. */
export function welcomeOfferQueryOptions(language: Language, currency: string, viewer: string | null) {
  return queryOptions({
    queryKey: ['bonuses', 'welcome', language, currency, viewer ?? 'guest'],
    queryFn: ({ signal }) => getWelcomeOffer(language, currency, signal),
    // Campaigns change rarely: the answer is reused for a minute within the page.
    staleTime: 60_000,
  });
}

export function useWelcomeOffer(currency: string) {
  const language = useLanguage();
  const viewer = useSessionUser()?.id ?? null;
  return useQuery({
    ...welcomeOfferQueryOptions(language, currency, viewer),
    select: (answer) => answer.offer,
  });
}
