import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/games/:id: the game, whether it is switched on, and whether the visitor's country may play it. */
export function getGame(gameId: string, signal?: AbortSignal) {
  return callApi('getGame', { params: { id: gameId }, signal });
}

export function gameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: ['games', 'details', gameId],
    queryFn: ({ signal }) => getGame(gameId, signal),
  });
}

export function useGame(gameId: string) {
  return useQuery(gameQueryOptions(gameId));
}
