import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { GAME_TYPES, type Game, type GameType, type RoundSchedule } from '@casino/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

export const GAME_VOLATILITIES = ['low', 'medium', 'high'] as const;
export type GameVolatility = (typeof GAME_VOLATILITIES)[number];

export interface GameCategoryRef {
  id: number;
  slug: string;
}

/**
 * The studios that make the games, as each provider names them. `id` is the platform's own number for a studio:
 * the Game entity's `providerId`.
 */
export const gameStudios = pgTable(
  'game_studios',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('game_studios_provider_external_uq').on(t.provider, t.externalId)],
);

/**
 * The game catalogue, imported from the providers' published catalogues. A game the provider stops publishing
 * gets `withdrawn_at` and stays (rounds and transactions refer to it). `enabled` and `restricted_countries` are
 * the operator's and never written by an import.
 */
export const games = pgTable(
  'games',
  {
    /** The catalogue's slug, used in the player app's URLs. */
    id: text('id').primaryKey(),
    /** The seamless-wallet provider that publishes and runs the game. */
    provider: text('provider').notNull(),
    /** The provider's id of the game: the `gameId` of its seamless-wallet calls and launch tokens. */
    externalId: text('external_id').notNull(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => gameStudios.id),
    name: text('name').notNull(),
    type: text('type').$type<GameType>().notNull(),
    categories: jsonb('categories').$type<GameCategoryRef[]>().notNull(),
    badges: jsonb('badges').$type<Game['badges']>().notNull(),
    hasDemo: boolean('has_demo').notNull(),
    isWagering: boolean('is_wagering').notNull(),
    rtp: doublePrecision('rtp').notNull(),
    bonusBuyRtp: doublePrecision('bonus_buy_rtp'),
    volatility: text('volatility').$type<GameVolatility>().notNull(),
    imageDesktop: text('image_desktop').notNull(),
    imageMobile: text('image_mobile').notNull(),
    gradientColor: text('gradient_color').notNull(),
    launchUrl: text('launch_url').notNull(),
    /** `live` for a live-format table (the provider's catalogue says so), null otherwise. */
    source: text('source').$type<'live'>(),
    /** A live table's round schedule, as the provider's catalogue publishes it; null for other games. */
    roundSchedule: jsonb('round_schedule').$type<RoundSchedule>(),
    /** The game's place in its provider's catalogue: the lobby's order. */
    position: integer('position').notNull(),
    /** The operator's switch. */
    enabled: boolean('enabled').notNull().default(true),
    /** Set when the provider stopped publishing the game; cleared when it publishes it again. */
    withdrawnAt: timestamptz('withdrawn_at'),
    /** ISO alpha-2 codes of countries where the game may not be played (the operator's). */
    restrictedCountries: jsonb('restricted_countries').$type<string[]>().notNull().default([]),
    /** When an import last changed the game (first seen, a field changed, withdrawn or published again). */
    importedAt: timestamptz('imported_at').notNull(),
  },
  (t) => [
    unique('games_provider_external_uq').on(t.provider, t.externalId),
    index('games_studio_idx').on(t.studioId),
    // The lobby's reads: available games in catalogue order, with a category filter answered by the GIN index.
    index('games_available_position_idx')
      .on(t.position, t.id)
      .where(sql`enabled and withdrawn_at is null`),
    index('games_categories_idx').using('gin', t.categories.op('jsonb_path_ops')),
    check('games_type_check', oneOf('type', GAME_TYPES)),
    check('games_volatility_check', oneOf('volatility', GAME_VOLATILITIES)),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

/**
 * A player's favourite games (§2.6 `favorites`), kept on the server so that every device shows the same list.
 * `user_id` is the account's id (accounts module); a game stays in the list while it is switched off or
 * withdrawn, and shows again when it is back.
 */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    userId: uuid('user_id').notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'favorite_games_pk', columns: [t.userId, t.gameId] }),
    // The player's list, newest first.
    index('favorite_games_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One row counting the changes to the catalogue (games and studios): triggers of migration 0016 add one in every
 * statement that changes a row, whoever runs it, so that each node's catalogue index knows when to rebuild
 * (docs/games.md, Catalogue in memory).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id}`)],
);
