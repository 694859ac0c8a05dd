import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/me/sessions: the player's active sessions, the current one marked. */
export function getSessions(signal?: AbortSignal) {
  return callApi('getSessions', { signal });
}

export const SESSIONS_QUERY_KEY = ['me', 'sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
