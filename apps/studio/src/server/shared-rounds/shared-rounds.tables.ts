/**
 * The shared tables' rounds and bets: the crash tables' and the live-format tables'. A crash table's crash points
 * come from a hash chain (docs/fairness.md, "Hash chain"): its commitment is published before the chain's first
 * round, and each round reveals its seed. A live-format table draws a seed per round.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LiveBets, LiveResult } from '../../shared/live-api.ts';

/** A table's hash chain: its secret end stays on the server; its commitment is public. */
export const studioCrashChains = pgTable(
  'studio_crash_chains',
  {
    id: text('id').primaryKey(),
    tableId: text('table_id').notNull(),
    /** s(0), published before round 1. */
    commitment: text('commitment').notNull(),
    /** s(length), from which every seed of the chain is hashed down. */
    secretEnd: text('secret_end').notNull(),
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studio_crash_chains_table').on(table.tableId, table.createdAt)],
);

export type CrashRoundStatus = 'betting' | 'flying' | 'crashed' | 'interrupted';

/** One shared round of a table: s(index) of its chain is its server seed. */
export const studioCrashRounds = pgTable(
  'studio_crash_rounds',
  {
    id: text('id').primaryKey(),
    tableId: text('table_id').notNull(),
    chainId: text('chain_id')
      .notNull()
      .references(() => studioCrashChains.id),
    chainIndex: integer('chain_index').notNull(),
    /** SHA-256 of the server seed: s(index − 1), shown before the window opens. */
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Revealed once the round has crashed. */
    serverSeed: text('server_seed'),
    /** The table's public salt, the stream's client seed. */
    clientSeed: text('client_seed').notNull(),
    /** The crash point in hundredths; public once the round has crashed. */
    crashPoint: integer('crash_point').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true, precision: 3 }).notNull(),
    status: text('status').$type<CrashRoundStatus>().notNull().default('betting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('studio_crash_rounds_chain_index').on(table.chainId, table.chainIndex),
    index('studio_crash_rounds_table').on(table.tableId, table.opensAt),
  ],
);

/**
 * A shared round's bet: betting (stake sent, not confirmed), open (in the round), paying (win being credited, 0 for
 * a lost bet), closed, refused (the wallet refused the stake), void (confirmed too late: being rolled back),
 * rolled-back.
 */
export type SharedBetStatus = 'betting' | 'open' | 'paying' | 'closed' | 'refused' | 'void' | 'rolled-back';

/** A player's bet in a shared round: its id is the player's round on the platform's wallet. */
export const studioCrashBets = pgTable(
  'studio_crash_bets',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => studioCrashRounds.id),
    sessionId: text('session_id').notNull(),
    playerKey: text('player_key').notNull(),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    displayName: text('display_name').notNull(),
    slot: smallint('slot').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The automatic cash-out target in hundredths. */
    autoCashOut: integer('auto_cash_out'),
    /** The multiplier the bet was cashed out at (by hand or by target), in hundredths. */
    cashedOutAt: integer('cashed_out_at'),
    payout: bigint('payout', { mode: 'number' }),
    status: text('status').$type<SharedBetStatus>().notNull(),
    /** The launch token money calls use (real mode). */
    token: text('token'),
    failure: text('failure'),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_crash_bets_slot')
      .on(table.roundId, table.playerKey, table.slot)
      .where(sql`${table.status} in ('betting', 'open', 'paying', 'closed')`),
    index('studio_crash_bets_player').on(table.playerKey, table.createdAt),
    index('studio_crash_bets_unsettled')
      .on(table.status)
      .where(sql`${table.status} in ('betting', 'open', 'paying', 'void')`),
  ],
);

export type LiveRoundStatus = 'betting' | 'closed' | 'settled' | 'interrupted';

/**
 * One round of a live-format table (roulette, baccarat) on the table's schedule. Its server seed is drawn when it
 * opens; its hash is shown with the round and the seed revealed with the result (docs/fairness.md, "Live-format
 * tables").
 */
export const studioLiveRounds = pgTable(
  'studio_live_rounds',
  {
    /** `<table>:<index>`: a round is opened once, whichever process opens it. */
    id: text('id').primaryKey(),
    tableId: text('table_id').notNull(),
    /** The round's number on the table's schedule (rounds since the epoch), also the stream's nonce. */
    roundIndex: bigint('round_index', { mode: 'number' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The drawn result (LiveResult), public once the round is settled. */
    result: jsonb('result').$type<LiveResult>(),
    status: text('status').$type<LiveRoundStatus>().notNull().default('betting'),
    opensAt: timestamp('opens_at', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studio_live_rounds_table').on(table.tableId, table.roundIndex)],
);

/** A player's bets in a live round (one placement a round): its id is the player's round on the platform. */
export const studioLiveBets = pgTable(
  'studio_live_bets',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => studioLiveRounds.id),
    sessionId: text('session_id').notNull(),
    playerKey: text('player_key').notNull(),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    currency: text('currency').notNull(),
    /** The placement (LiveBets): roulette bets or baccarat bets by kind. */
    bets: jsonb('bets').$type<LiveBets>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
    status: text('status').$type<SharedBetStatus>().notNull(),
    /** The launch token money calls use (real mode). */
    token: text('token'),
    failure: text('failure'),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_live_bets_player_round')
      .on(table.roundId, table.playerKey)
      .where(sql`${table.status} in ('betting', 'open', 'paying', 'closed')`),
    index('studio_live_bets_player').on(table.playerKey, table.createdAt),
    index('studio_live_bets_unsettled')
      .on(table.status)
      .where(sql`${table.status} in ('betting', 'open', 'paying', 'void')`),
  ],
);
