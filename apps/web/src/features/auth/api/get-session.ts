import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSession } from '../../../lib/session.ts';

/** Query key of the session answer (GET /api/auth/session, asked once at boot by lib/session.ts). */
export const SESSION_QUERY_KEY = ['session'] as const;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => loadSession(),
    // Kept up to date by login, logout and the hand-offs rather than by refetching.
    staleTime: Infinity,
  });
}

export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
