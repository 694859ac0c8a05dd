import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { MY_BONUSES_QUERY_KEY, myBonusesQueryKey } from './get-my-bonuses.ts';

/**
 * POST /api/bonuses/promo-code: redeems a promo code in My bonuses (docs/bonuses.md, Promo codes). `activated`:
 * its bonus was granted now; `withDeposit`: the code is claimed with a deposit. Either way the answer holds the
 * player's bonuses as they now stand. Refused with 400 `no_such_code` or `invalid_promo_code`, and with 429
 * `rate_limited` after too many wrong codes in an hour.
 */
export function redeemPromoCode(code: string, language: Language) {
  return callApi('redeemPromoCode', { query: { lang: language }, body: { code } });
}

/** Redeems a code; its answer's bonuses become the query's data and the wallet's balances are read again. */
export function useRedeemPromoCode() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (code: string) => redeemPromoCode(code, language),
    // A poll answered before the redemption must not overwrite its answer.
    onMutate: () => queryClient.cancelQueries({ queryKey: MY_BONUSES_QUERY_KEY }),
    onSuccess: (answer) => {
      queryClient.setQueryData(myBonusesQueryKey(language), answer.bonuses);
      // A bonus granted at once may be active already, with its bonus money credited.
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
