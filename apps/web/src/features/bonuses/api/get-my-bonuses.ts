import { useQuery } from '@tanstack/react-query';
import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * GET /api/bonuses/mine: the player's active bonus with its balance and wagering progress, the queued bonuses in
 * grant order and the ended ones, newest first; titles in `language`.
 */
export function getMyBonuses(language: Language, signal?: AbortSignal) {
  return callApi('getMyBonuses', { query: { lang: language }, signal });
}

/** Every language's answer sits under `MY_BONUSES_QUERY_KEY`, so a write can reach them all. */
export const MY_BONUSES_QUERY_KEY = ['bonuses', 'mine'] as const;
export const myBonusesQueryKey = (language: Language) => [...MY_BONUSES_QUERY_KEY, language] as const;

/** How often the screen asks again: the wagering moves while the player plays in another tab or game. */
export const MY_BONUSES_REFETCH_MS = 5_000;

/**
 * The player's bonuses, refetched every 5 s while a screen shows them and when the window regains focus.
 * `fresh` reads them again on mount even when the cached answer is recent: a bonus pushed a moment ago may be
 * missing from it.
 */
export function useMyBonuses({ fresh = false }: { fresh?: boolean } = {}) {
  const language = useLanguage();
  return useQuery({
    queryKey: myBonusesQueryKey(language),
    queryFn: ({ signal }) => getMyBonuses(language, signal),
    refetchInterval: MY_BONUSES_REFETCH_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: fresh ? 'always' : true,
  });
}
