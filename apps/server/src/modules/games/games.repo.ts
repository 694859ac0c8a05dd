import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isGameCategory, type GameCategory } from '@casino/rules';
import { catalogueVersion, favoriteGames, games, gameStudios, type GameRow } from './games.tables.ts';

/** A game with the name of the studio that made it. */
export interface GameWithStudio extends GameRow {
  studioName: string;
}

export interface GameFilter {
  /** Only games players can open: enabled by the operator and still published. */
  availableOnly: boolean;
  /** Games listing this category slug. */
  categorySlug?: string;
  /** Only games whose bets count towards bonus wagering. */
  wageringOnly?: boolean;
  /** Case-insensitive part of the game's or the studio's name. */
  search?: string;
  /** Only this player's favourite games. */
  favoritesOf?: string;
  /** Only the games of this studio. */
  studioId?: number;
}

/** `text` with LIKE's wildcards and escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditions(filter: GameFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.availableOnly) parts.push(eq(games.enabled, true), isNull(games.withdrawnAt));
  // `@>` on the jsonb_path_ops GIN index of categories.
  if (filter.categorySlug !== undefined)
    parts.push(sql`${games.categories} @> ${JSON.stringify([{ slug: filter.categorySlug }])}::jsonb`);
  if (filter.wageringOnly) parts.push(eq(games.isWagering, true));
  if (filter.studioId !== undefined) parts.push(eq(games.studioId, filter.studioId));
  if (filter.favoritesOf !== undefined)
    parts.push(
      sql`exists (select 1 from ${favoriteGames} f where f.user_id = ${filter.favoritesOf}::uuid and f.game_id = ${games.id})`,
    );
  if (filter.search) {
    // A sequential LIKE over a few hundred rows costs well under a millisecond; a trigram index would pay off
    // only with tens of thousands of games.
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    parts.push(
      or(sql`lower(${games.name}) like ${pattern}`, sql`lower(${gameStudios.name}) like ${pattern}`),
    );
  }
  return and(...parts);
}

/** One page of games in catalogue order, and how many match in all. */
export async function listGames(
  db: Db,
  filter: GameFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: GameWithStudio[]; total: number }> {
  const where = conditions(filter);
  const found = await db
    .select({
      game: games,
      studioName: gameStudios.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(games)
    .innerJoin(gameStudios, eq(games.studioId, gameStudios.id))
    .where(where)
    .orderBy(asc(games.position), asc(games.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const rows = found.map(({ game, studioName }) => ({ ...game, studioName }));
  if (found[0]) return { rows, total: found[0].total };
  if (page.page === 1) return { rows, total: 0 };
  // A page past the end has no row to carry the total.
  const [counted] = await db
    .select({ total: count() })
    .from(games)
    .innerJoin(gameStudios, eq(games.studioId, gameStudios.id))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The catalogue's change count (migration 0016's triggers). */
export async function catalogueVersionOf(db: Db): Promise<number> {
  const [found] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return found?.version ?? 0;
}

/** Every game players can open, with its studio's name, in catalogue order: what the catalogue index is built from. */
export async function listAvailableGames(db: Db): Promise<GameWithStudio[]> {
  const found = await db
    .select({ game: games, studioName: gameStudios.name })
    .from(games)
    .innerJoin(gameStudios, eq(games.studioId, gameStudios.id))
    .where(and(eq(games.enabled, true), isNull(games.withdrawnAt)))
    .orderBy(asc(games.position), asc(games.id));
  return found.map(({ game, studioName }) => ({ ...game, studioName }));
}

export async function findGame(db: Db, id: string): Promise<GameWithStudio | undefined> {
  const [found] = await db
    .select({ game: games, studioName: gameStudios.name })
    .from(games)
    .innerJoin(gameStudios, eq(games.studioId, gameStudios.id))
    .where(eq(games.id, id));
  return found ? { ...found.game, studioName: found.studioName } : undefined;
}

/** Writes the operator's settings of a game; false for an unknown id. */
export async function updateGameSettings(
  db: Db,
  id: string,
  settings: { enabled?: boolean; restrictedCountries?: string[] },
): Promise<boolean> {
  const updated = await db.update(games).set(settings).where(eq(games.id, id)).returning({ id: games.id });
  return updated.length > 0;
}

/** The name of a provider's game by the provider's own id. */
/** What the catalogue knows of a provider's game for the wallet and the bonus engine: its name, type and categories. */
export interface GameFacts {
  name: string;
  type: GameRow['type'];
  categories: GameCategory[];
}

export async function gameFactsByExternalId(
  db: Db,
  provider: string,
  externalId: string,
): Promise<GameFacts | null> {
  const [found] = await db
    .select({ name: games.name, type: games.type, categories: games.categories })
    .from(games)
    .where(and(eq(games.provider, provider), eq(games.externalId, externalId)));
  if (!found) return null;
  const categories = found.categories.map((category) => category.slug).filter(isGameCategory);
  return { name: found.name, type: found.type, categories };
}
