import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { favoriteGames, games } from './games.tables.ts';

/**
 * Adds an available game to the player's favourites (nothing when it is there already); answers false when no
 * available game has that id.
 */
export async function addFavorite(db: Db, userId: string, gameId: string): Promise<boolean> {
  const result = await db.execute(sql`
    with game as (
      select id from ${games} where id = ${gameId} and enabled and withdrawn_at is null
    ), added as (
      insert into ${favoriteGames} (user_id, game_id)
      select ${userId}::uuid, id from game
      on conflict do nothing
    )
    select id from game`);
  return (result as unknown as { rows: { id: string }[] }).rows.length > 0;
}

export async function removeFavorite(db: Db, userId: string, gameId: string): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.userId, userId), eq(favoriteGames.gameId, gameId)));
}

/** The ids of the player's favourite games, newest first (switched-off ones included). */
export async function favoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.userId, userId))
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId));
  return rows.map((row) => row.gameId);
}
