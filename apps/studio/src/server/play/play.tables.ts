/** The game server's tables: sessions, per-player seeds and rounds with their state. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { studioFreeRounds } from '../free-rounds/free-rounds.tables.ts';
import type { RoundKind, RoundStatus, RoundStep, StoredRoundOutcome } from '../../shared/play-api.ts';

/** A game opened by a player: the id is the client's bearer secret. */
export const studioSessions = pgTable('studio_sessions', {
  id: text('id').primaryKey(),
  gameId: text('game_id').notNull(),
  mode: text('mode').$type<'real' | 'demo'>().notNull(),
  /** `player:<platform player id>` in real mode, `demo:<session id>` in demo mode. */
  playerKey: text('player_key').notNull(),
  /** The platform's launch token (real mode). */
  token: text('token'),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  /** The virtual balance of a demo session, minor units. */
  demoBalance: bigint('demo_balance', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's server seeds: one active (hash shown, seed secret), older ones revealed. */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: text('id').primaryKey(),
    playerKey: text('player_key').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round on this seed takes. */
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('studio_seeds_active_player')
      .on(table.playerKey)
      .where(sql`${table.active}`),
    uniqueIndex('studio_seeds_hash').on(table.serverSeedHash),
  ],
);

export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    playerKey: text('player_key').notNull(),
    gameId: text('game_id').notNull(),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    kind: text('kind').$type<RoundKind>().notNull(),
    status: text('status').$type<RoundStatus>().notNull(),
    currency: text('currency').notNull(),
    /** The total bet the game played with, minor units. */
    bet: bigint('bet', { mode: 'number' }).notNull(),
    /** What the player paid: the bet, the bonus-buy price, or a table round's stakes so far. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    totalWin: bigint('total_win', { mode: 'number' }).notNull().default(0),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    outcome: jsonb('outcome').$type<StoredRoundOutcome>().notNull(),
    /** Free spins played so far, in order. */
    steps: jsonb('steps').$type<RoundStep[]>().notNull().default([]),
    balanceBefore: bigint('balance_before', { mode: 'number' }),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** A blackjack round's further stakes (double, split, insurance) confirmed so far: `<round>:bet:<n>`. */
    extraBets: integer('extra_bets').notNull().default(0),
    /** A further stake sent and not yet confirmed, minor units; the recovery pass cancels it when stale. */
    pendingStake: bigint('pending_stake', { mode: 'number' }),
    /** When the player last moved on a round being played (the unfinished-round timeout counts from it). */
    lastActionAt: timestamp('last_action_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token money calls use (the latest session's, after a resume). */
    token: text('token'),
    /** A refusal the player was shown (INSUFFICIENT_FUNDS…). */
    failure: text('failure'),
    /** The free-rounds award the round was played from: staked nothing, its win belongs to the award. */
    freeRoundsId: uuid('free_rounds_id').references(() => studioFreeRounds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('studio_rounds_player_game').on(table.playerKey, table.gameId, table.createdAt),
    index('studio_rounds_status').on(table.status),
    index('studio_rounds_free_rounds')
      .on(table.freeRoundsId)
      .where(sql`${table.freeRoundsId} is not null`),
  ],
);
