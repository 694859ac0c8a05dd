/** Free-rounds awards the platform created (packages/contracts/src/free-rounds.ts), with where their play stands. */
import type { FreeRoundsStatus } from '@casino/contracts';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const studioFreeRounds = pgTable(
  'studio_free_rounds',
  {
    /** The platform's id of the award. */
    id: uuid('id').primaryKey(),
    /** `player:<platform player id>`, as the player's real sessions, rounds and seeds are keyed. */
    playerKey: text('player_key').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    gameIds: jsonb('game_ids').$type<string[]>().notNull(),
    /** The total bet of every round, minor units. */
    bet: bigint('bet', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** Rounds started so far. */
    played: integer('played').notNull().default(0),
    /** What its rounds have won so far; once `paying`, the total reported. */
    totalWin: bigint('total_win', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<FreeRoundsStatus>().notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The launch token of the player's latest real session that played it: the win is reported with it. */
    token: text('token'),
    /** The game of its latest round, named in the win report. */
    lastGameId: text('last_game_id'),
    /** Why the last report of the win did not go through (a refusal's code, or WALLET_UNAVAILABLE). */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('studio_free_rounds_player').on(table.playerKey, table.status, table.createdAt),
    index('studio_free_rounds_status').on(table.status),
  ],
);

export type FreeRoundsRow = typeof studioFreeRounds.$inferSelect;
