import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSessionsResponse } from '@casino/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/me/sessions: the player's active sessions, the current one marked. */
export function getSessions(signal?: AbortSignal) {
  return apiFetch<ActiveSessionsResponse>('/me/sessions', { signal });
}

export const SESSIONS_QUERY_KEY = ['me', 'sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
