import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useIsAuthenticated, useSessionUser } from '../../../lib/session.ts';

/**
 * GET /api/bonuses/deposit-offer: the bonus the player's next deposit claims with the deposit form's box (the
 * welcome offer before a reload), in `language`; null when a deposit would claim none.
 */
export function getDepositOffer(language: Language, signal?: AbortSignal) {
  return callApi('getDepositOffer', { query: { lang: language }, signal });
}

/** `viewer` is the signed-in player's id: the answer belongs to that account. */
export function depositOfferQueryOptions(language: Language, viewer: string | null) {
  return queryOptions({
    queryKey: ['bonuses', 'deposit-offer', language, viewer ?? 'player'],
    queryFn: ({ signal }) => getDepositOffer(language, signal),
  });
}

/** The offer of the player's next deposit, asked again each time a deposit form opens; idle for guests. */
export function useDepositOffer() {
  const language = useLanguage();
  const authenticated = useIsAuthenticated();
  const viewer = useSessionUser()?.id ?? null;
  return useQuery({
    ...depositOfferQueryOptions(language, viewer),
    enabled: authenticated,
    select: (answer) => answer.offer,
  });
}
