import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { MY_FREE_SPINS_QUERY_KEY } from '../lib/free-spins-push.ts';
import { MY_BONUSES_QUERY_KEY, myBonusesQueryKey } from './get-my-bonuses.ts';

/**
 * POST /api/bonuses/promotions/:slug/claim: claims a campaign activated by link for the signed-in player.
 * `granted` is false when they had it already (its per-player limit); 404 `bonus_not_found` when no such link
 * campaign is offered to them (any more). The answer holds the player's bonuses as they now stand.
 */
export function claimPromotion(slug: string, language: Language) {
  return callApi('claimPromotion', { params: { slug }, query: { lang: language } });
}

/** Claims a promotion; its answer's bonuses become the query's data and the balances and spins are read again. */
export function useClaimPromotion() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (slug: string) => claimPromotion(slug, language),
    // A poll answered before the claim must not overwrite its answer.
    onMutate: () => queryClient.cancelQueries({ queryKey: MY_BONUSES_QUERY_KEY }),
    onSuccess: (answer) => {
      queryClient.setQueryData(myBonusesQueryKey(language), answer.bonuses);
      // A bonus granted at once may be active already with its money, or bring free spins.
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: MY_FREE_SPINS_QUERY_KEY });
    },
  });
}
