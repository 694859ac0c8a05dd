import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useIsAuthenticated, useSessionUser } from '../../../lib/session.ts';
import { MY_FREE_SPINS_QUERY_KEY } from '../lib/free-spins-push.ts';

/**
 * GET /api/bonuses/free-spins: the player's free-spins awards, titles in `language`, and the spins left over
 * all of them (§3 free spins).
 */
export function getMyFreeSpins(language: Language, signal?: AbortSignal) {
  return callApi('getMyFreeSpins', { query: { lang: language }, signal });
}

/** `viewer` is the signed-in player's id: the answer belongs to that account. */
export function myFreeSpinsQueryOptions(language: Language, viewer: string | null) {
  return queryOptions({
    queryKey: [...MY_FREE_SPINS_QUERY_KEY, language, viewer ?? 'player'],
    queryFn: ({ signal }) => getMyFreeSpins(language, signal),
  });
}

/**
 * The signed-in player's free spins; idle for guests. Only the watcher polls (`refetchInterval`,
 * use-free-spins-watch.ts): the screens read the same answer, which it keeps fresh.
 */
export function useMyFreeSpins({ refetchInterval = false }: { refetchInterval?: number | false } = {}) {
  const language = useLanguage();
  const authenticated = useIsAuthenticated();
  const viewer = useSessionUser()?.id ?? null;
  return useQuery({
    ...myFreeSpinsQueryOptions(language, viewer),
    enabled: authenticated,
    refetchInterval,
  });
}
