import { callApi } from '../../../lib/api-client.ts';

/** PUT /api/favorites/:id: adds the game to the player's favourites; answers the ids. */
export function addFavorite(gameId: string) {
  return callApi('addFavoriteGame', { params: { id: gameId } });
}
