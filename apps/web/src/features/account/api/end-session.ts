import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { SESSIONS_QUERY_KEY } from './get-sessions.ts';

/** DELETE /api/me/sessions/:id: ends one of the player's own sessions. */
export function endSession(id: string) {
  return apiFetch<undefined>(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
