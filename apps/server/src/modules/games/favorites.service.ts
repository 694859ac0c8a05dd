import type { FavoriteGameIds } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import type { GamesContext } from './games.context.ts';
import { addFavorite, favoriteIds, removeFavorite } from './favorites.repo.ts';

/**
 * A player's favourite games (§2.6 `favorites`): added and removed one at a time, each answer the whole list of
 * ids (newest first), so that every device and every open tab settle on what the server holds. The games
 * themselves are read through the lobby's list with the `favorites` category.
 */
export function createFavorites({ db }: Pick<GamesContext, 'db'>) {
  const ids = async (userId: string): Promise<FavoriteGameIds> => ({ ids: await favoriteIds(db, userId) });

  async function add(userId: string, gameId: string): Promise<FavoriteGameIds> {
    if (!(await addFavorite(db, userId, gameId))) throw AppError.notFound('No such game.');
    return ids(userId);
  }

  async function remove(userId: string, gameId: string): Promise<FavoriteGameIds> {
    await removeFavorite(db, userId, gameId);
    return ids(userId);
  }

  return { ids, add, remove };
}

export type Favorites = ReturnType<typeof createFavorites>;
