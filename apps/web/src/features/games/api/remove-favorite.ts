import { callApi } from '../../../lib/api-client.ts';

/** DELETE /api/favorites/:id: removes the game from the player's favourites; answers the ids. */
export function removeFavorite(gameId: string) {
  return callApi('removeFavoriteGame', { params: { id: gameId } });
}
