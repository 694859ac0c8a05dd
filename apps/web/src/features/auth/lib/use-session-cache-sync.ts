import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onSessionUserChange } from '../../../lib/session.ts';
import { ME_QUERY_KEY } from '../api/get-me.ts';
import { SESSION_QUERY_KEY, useSessionQuery } from '../api/get-session.ts';

/**
 * Asks who is signed in (once per page load) and keeps the query cache in step with session changes made
 * outside React (the reauth route's hand-off): another player's full info never lingers in the cache.
 */
export function useSessionCacheSync(): void {
  const queryClient = useQueryClient();
  useSessionQuery();
  useEffect(
    () =>
      onSessionUserChange((user) => {
        queryClient.setQueryData(SESSION_QUERY_KEY, { user });
        if (user) {
          if (queryClient.getQueryData<{ id: string }>(ME_QUERY_KEY)?.id !== user.id)
            queryClient.setQueryData(ME_QUERY_KEY, user);
        } else queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      }),
    [queryClient],
  );
}
