import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPlayerCurrency, type Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

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

export function welcomeOfferQueryOptions(language: Language, currency: string) {
  return queryOptions({
    queryKey: ['bonuses', 'welcome', language, currency],
    queryFn: ({ signal }) => getWelcomeOffer(language, currency, signal),
    // The server lets the browser keep the answer for a minute; so does the client.
    staleTime: 60_000,
  });
}

export function useWelcomeOffer(currency: string) {
  const language = useLanguage();
  return useQuery({ ...welcomeOfferQueryOptions(language, currency), select: (answer) => answer.offer });
}
