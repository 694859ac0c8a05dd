import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { escapeLike, type GameWithStudio } from './games.repo.ts';
import { games, gameStudios } from './games.tables.ts';

/** `casino_search_text` (migration 0014): lower case, accents folded, as the trigram indexes hold names. */
const folded = (value: unknown) => sql`casino_search_text(${value})`;

/**
 * Available games whose name holds the query or a word close to it (trigram word similarity, so "valhala" finds
 * "Mighty Valhalla"), accents and case aside; the closest first, then in catalogue order.
 */
export async function searchGames(db: Db, query: string, limit: number): Promise<GameWithStudio[]> {
  const pattern = `%${escapeLike(query)}%`;
  const name = folded(games.name);
  const holdsQuery = sql`${name} like ${folded(pattern)}`;
  const rows = await db
    .select({ game: games, studioName: gameStudios.name })
    .from(games)
    .innerJoin(gameStudios, eq(games.studioId, gameStudios.id))
    .where(
      and(
        eq(games.enabled, true),
        isNull(games.withdrawnAt),
        sql`(${holdsQuery} or ${folded(query)} <% ${name})`,
      ),
    )
    .orderBy(
      sql`(${holdsQuery}) desc`,
      sql`word_similarity(${folded(query)}, ${name}) desc`,
      asc(games.position),
      asc(games.id),
    )
    .limit(limit);
  return rows.map(({ game, studioName }) => ({ ...game, studioName }));
}

/** Studios with available games whose name holds the query or a word close to it, with their numbers of games. */
export async function searchStudios(
  db: Db,
  query: string,
  limit: number,
): Promise<{ id: number; name: string; games: number }[]> {
  const pattern = `%${escapeLike(query)}%`;
  const result = await db.execute(sql`
    select s.id, s.name, count(g.id)::int as games
      from ${gameStudios} s
      join ${games} g on g.studio_id = s.id and g.enabled and g.withdrawn_at is null
     where ${folded(sql`s.name`)} like ${folded(pattern)} or ${folded(query)} <% ${folded(sql`s.name`)}
     group by s.id, s.name
     order by (${folded(sql`s.name`)} like ${folded(pattern)}) desc,
              word_similarity(${folded(query)}, ${folded(sql`s.name`)}) desc, s.name
     limit ${limit}`);
  return (result as unknown as { rows: { id: number; name: string; games: number }[] }).rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    games: Number(row.games),
  }));
}
