import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FavoriteGameIds } from '@casino/contracts';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal, showToast } from '../../../lib/ui-store.ts';
import { addFavorite } from '../api/add-favorite.ts';
import { FAVORITE_IDS_KEY, useFavoriteIds } from '../api/get-favorite-ids.ts';
import { removeFavorite } from '../api/remove-favorite.ts';

/** The ids with `gameId` added (first: the newest) or removed. */
export function toggledIds(ids: readonly string[], gameId: string, favorite: boolean): string[] {
  const others = ids.filter((id) => id !== gameId);
  return favorite ? [gameId, ...others] : others;
}

/**
 * A game's heart: whether it is among the player's favourites, and the toggle. The heart changes at once (the
 * ids in the query cache), the server's answer then settles the list, and a refusal puts it back with a toast.
 * A guest's toggle opens the sign-up instead.
 */
export function useFavorite(gameId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const authenticated = useIsAuthenticated();
  const { data } = useFavoriteIds();
  const favorite = data?.ids.includes(gameId) ?? false;

  const mutation = useMutation({
    mutationFn: (next: boolean) => (next ? addFavorite(gameId) : removeFavorite(gameId)),
    onMutate: async (next: boolean) => {
      await queryClient.cancelQueries({ queryKey: FAVORITE_IDS_KEY });
      const before = queryClient.getQueryData<FavoriteGameIds>(FAVORITE_IDS_KEY);
      queryClient.setQueryData<FavoriteGameIds>(FAVORITE_IDS_KEY, {
        ids: toggledIds(before?.ids ?? [], gameId, next),
      });
      return { before };
    },
    onSuccess: (answer) => queryClient.setQueryData(FAVORITE_IDS_KEY, answer),
    onError: (error, _next, context) => {
      queryClient.setQueryData(FAVORITE_IDS_KEY, context?.before);
      showToast({ kind: 'error', text: apiErrorMessage(t, error) });
    },
    // The favourites page lists the games themselves.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['games', 'list', { category: 'favorites' }] }),
  });

  const toggle = () => {
    if (!authenticated) {
      openModal('SIGNUP');
      return;
    }
    mutation.mutate(!favorite);
  };
  return { favorite, toggle };
}
