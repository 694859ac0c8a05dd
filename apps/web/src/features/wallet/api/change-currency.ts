import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrencyChange } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { SHORT_BALANCE_QUERY_KEY } from '../lib/balance-push.ts';

/** POST /api/wallet/currency: the player's new currency; the bonus balance and free spins are reset. */
export function changeCurrency(request: CurrencyChange) {
  return callApi('changeCurrency', { body: request });
}

export function useChangeCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCurrency,
    onSuccess: async (result) => {
      queryClient.setQueryData(SHORT_BALANCE_QUERY_KEY, result.balance);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]);
    },
  });
}
