import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyBonuses } from '@casino/contracts';
import type { Language } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { MY_BONUSES_QUERY_KEY, myBonusesQueryKey } from './get-my-bonuses.ts';

/**
 * A write on one of the player's bonuses (by id): its answer is the bonuses as they now stand, kept as the
 * query's data. Bonus money moved, so the wallet's balances are read again.
 */
export function useBonusMutation(write: (id: string, language: Language) => Promise<MyBonuses>) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (id: string) => write(id, language),
    // A poll answered before the write must not overwrite its answer.
    onMutate: () => queryClient.cancelQueries({ queryKey: MY_BONUSES_QUERY_KEY }),
    onSuccess: (bonuses) => {
      queryClient.setQueryData(myBonusesQueryKey(language), bonuses);
      // Not awaited: the confirmation closes together with the new state, never over a half-updated screen.
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
    // The bonus may have ended meanwhile (404 bonus_not_found): the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: MY_BONUSES_QUERY_KEY }),
  });
}
