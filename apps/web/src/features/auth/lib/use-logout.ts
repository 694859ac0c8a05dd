import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearSession } from '../../../lib/session.ts';
import { STORAGE_KEYS, storage } from '../../../lib/storage-keys.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { logout } from '../api/logout.ts';
import { ME_QUERY_KEY } from '../api/get-me.ts';
import { SESSION_QUERY_KEY } from '../api/get-session.ts';

/**
 * Logs out (§4): the server session ends, this device forgets it (even when the server could not be reached),
 * the full-info cache is removed and, when a previous player's email is stored, the welcome-back modal opens.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
      if (storage.get(STORAGE_KEYS.prevUserEmail)) openModal('WELCOME_BACK');
    },
  });
}
