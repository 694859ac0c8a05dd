import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@casino/contracts';
import { signIn } from '../../../lib/session.ts';
import { ME_QUERY_KEY } from '../api/get-me.ts';
import { SESSION_QUERY_KEY } from '../api/get-session.ts';

/** After login, registration or a hand-off: the answer becomes the session and primes the cache. */
export function useCompleteSignIn(): (answer: SessionResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: SessionResponse) => {
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      signIn(answer.user);
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: answer.user });
      queryClient.setQueryData(ME_QUERY_KEY, answer.user);
    },
    [queryClient],
  );
}
