import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { games, gameStudios, type NewGameRow } from './games.tables.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The columns an import writes; everything else on a game is the operator's. */
const IMPORTED_COLUMNS = {
  externalId: 'external_id',
  studioId: 'studio_id',
  name: 'name',
  type: 'type',
  categories: 'categories',
  badges: 'badges',
  hasDemo: 'has_demo',
  isWagering: 'is_wagering',
  rtp: 'rtp',
  bonusBuyRtp: 'bonus_buy_rtp',
  volatility: 'volatility',
  imageDesktop: 'image_desktop',
  imageMobile: 'image_mobile',
  gradientColor: 'gradient_color',
  launchUrl: 'launch_url',
  source: 'source',
  roundSchedule: 'round_schedule',
  position: 'position',
} as const;

const columnList = (prefix: string) =>
  Object.values(IMPORTED_COLUMNS)
    .map((column) => `${prefix}."${column}"`)
    .join(', ');

/**
 * An existing game is rewritten only when the catalogue changed it, or published it again after withdrawing it,
 * and only when it is this provider's game: importing the same catalogue twice writes nothing.
 */
const CHANGED = sql.raw(
  `"games"."provider" = excluded."provider" and ("games"."withdrawn_at" is not null or ` +
    `row(${columnList('"games"')}) is distinct from row(${columnList('excluded')}))`,
);

/**
 * Creates the provider's studios that are missing and renames changed ones; answers the id of each. Only missing
 * studios are inserted, so that repeated imports do not use up the id sequence.
 */
export async function upsertStudios(
  tx: Tx,
  provider: string,
  studios: readonly { externalId: string; name: string }[],
): Promise<Map<string, number>> {
  const stored = async () =>
    tx
      .select({ id: gameStudios.id, externalId: gameStudios.externalId, name: gameStudios.name })
      .from(gameStudios)
      .where(eq(gameStudios.provider, provider));
  const before = new Map((await stored()).map((row) => [row.externalId, row]));
  const missing = studios.filter((studio) => !before.has(studio.externalId));
  if (missing.length > 0)
    await tx
      .insert(gameStudios)
      .values(missing.map((studio) => ({ provider, ...studio })))
      .onConflictDoNothing();
  for (const studio of studios) {
    const row = before.get(studio.externalId);
    if (row && row.name !== studio.name)
      await tx.update(gameStudios).set({ name: studio.name }).where(eq(gameStudios.id, row.id));
  }
  const rows = missing.length > 0 ? await stored() : [...before.values()];
  return new Map(rows.map((row) => [row.externalId, row.id]));
}

/**
 * A list of ids as one `text[]` parameter, so that a catalogue of any size stays within PostgreSQL's 65,535
 * parameters per statement.
 */
const textArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::text[]`;

/** The games already stored under these ids, or of this provider. */
export async function knownGames(tx: Tx, provider: string, ids: readonly string[]) {
  return tx
    .select({ id: games.id, provider: games.provider })
    .from(games)
    .where(
      ids.length > 0
        ? or(eq(games.provider, provider), sql`${games.id} = any(${textArray(ids)})`)
        : eq(games.provider, provider),
    );
}

/**
 * Rows per insert statement: a statement carries at most 65,535 parameters, and a game row has about twenty, so a
 * catalogue of thousands of games goes in several statements (of the same transaction).
 */
const GAMES_PER_STATEMENT = 1_000;

/** Inserts new games and rewrites changed ones (see CHANGED); the operator's columns are left alone. */
export async function upsertGames(tx: Tx, rows: readonly NewGameRow[]): Promise<void> {
  const set = Object.fromEntries(
    Object.entries(IMPORTED_COLUMNS).map(([key, column]) => [key, sql.raw(`excluded."${column}"`)]),
  );
  for (let start = 0; start < rows.length; start += GAMES_PER_STATEMENT)
    await tx
      .insert(games)
      .values(rows.slice(start, start + GAMES_PER_STATEMENT))
      .onConflictDoUpdate({
        target: games.id,
        set: { ...set, withdrawnAt: sql`null`, importedAt: sql.raw('excluded."imported_at"') },
        setWhere: CHANGED,
      });
}

/** Marks the provider's games missing from its catalogue as withdrawn; answers how many were newly withdrawn. */
export async function withdrawMissing(
  tx: Tx,
  provider: string,
  publishedIds: readonly string[],
  at: Date,
): Promise<number> {
  const withdrawn = await tx
    .update(games)
    .set({ withdrawnAt: at, importedAt: at })
    .where(
      and(
        eq(games.provider, provider),
        isNull(games.withdrawnAt),
        publishedIds.length > 0 ? sql`not (${games.id} = any(${textArray(publishedIds)}))` : undefined,
      ),
    )
    .returning({ id: games.id });
  return withdrawn.length;
}
