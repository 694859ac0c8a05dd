import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/protection/session: the session's start, its end under the session limit, and its net result. */
export function getPlaySession(signal?: AbortSignal) {
  return callApi('getPlaySession', { signal });
}

export const PLAY_SESSION_QUERY_KEY = ['protection', 'session'] as const;

export function usePlaySession(enabled = true) {
  return useQuery({
    queryKey: PLAY_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getPlaySession(signal),
    enabled,
  });
}
