import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SeamlessTransactionAnswer } from '@casino/contracts';
import type { FundingLine, StakeSource } from '../wallet/stake-funding.ts';

export const SEAMLESS_CALL_KINDS = ['bet', 'win', 'rollback', 'tombstone'] as const;
export type SeamlessCallKind = (typeof SEAMLESS_CALL_KINDS)[number];
export const SEAMLESS_CALL_STATES = ['pending', 'done'] as const;
export type SeamlessCallState = (typeof SEAMLESS_CALL_STATES)[number];
export const ROUND_STATUSES = ['open', 'closed'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** The money a call decided to move, kept so that a retry after a crash moves exactly the same. */
export interface SeamlessEffect {
  type: 'bet' | 'win' | 'rollbackBet' | 'rollbackWin' | 'freeSpinWin';
  /** Minor units, > 0. */
  amount: number;
  /** The game's name for the history's first column. */
  method: string;
  /** Rollbacks: the ledger transfer of the bet or win being cancelled (its status becomes `rollback`). */
  cancels?: string;
  /**
   * The transfer's lines: a bet's as its stake funding policy decided, a rollback's the reverse of what it
   * cancels. A win's are computed from `round_funding`; a bet recorded without lines was real money only.
   */
  lines?: FundingLine[];
  /**
   * A bet placed while the player had an active promotion, or the rollback of one: its transfer tells the
   * promotion engine (`game.stake-placed`, `game.stake-cancelled`) so that the stake counts towards wagering.
   */
  wagers?: true;
  /**
   * A free-rounds win (`freeSpinWin`): the batch it totals. Its transfer moves the win from the house to what the
   * casino owes as bonuses and tells the bonus engine (`game.free-rounds-won`), which grants it as a bonus.
   */
  freeRounds?: string;
}

/**
 * What sources other than real money paid of a round's stakes (real money paid the rest of `bet_total`),
 * in minor units; empty while real money paid everything.
 */
export type RoundStakeFunding = Partial<Record<Exclude<StakeSource, 'real'>, number>>;

/** A round's stake funding when a win was recorded in it: the split the win is paid back in. */
export interface RoundFundingSnapshot {
  staked: number;
  bySource: RoundStakeFunding;
}

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

/** Launch tokens, kept as SHA-256 only. Expired tokens stay: they still name the player for late wins. */
export const seamlessLaunchTokens = pgTable(
  'seamless_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    provider: text('provider').notNull(),
    userId: uuid('user_id').notNull(),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    /**
     * The ISO alpha-2 country the game was launched from (GeoIP of the player's address); null when unknown.
     * Bets are refused once it is blocked, even if it was blocked after the launch.
     */
    launchCountry: text('launch_country'),
    expiresAt: timestamptz('expires_at').notNull(),
    /**
     * When the player's session time limit ends the sign-in session the game was launched in; null without one.
     * The expiry never slides past it, and a session limit set during the session moves it (`session_started_at`).
     */
    playEndsAt: timestamptz('play_ends_at'),
    /** When the sign-in session the game was launched in started; null for a launch outside one. */
    sessionStartedAt: timestamptz('session_started_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('seamless_launch_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** A provider's game round: whose it is, whether the provider closed it, and what was staked and won on it. */
export const seamlessRounds = pgTable(
  'seamless_rounds',
  {
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    userId: uuid('user_id').notNull(),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RoundStatus>().notNull().default('open'),
    betTotal: bigint('bet_total', { mode: 'number' }).notNull().default(0),
    winTotal: bigint('win_total', { mode: 'number' }).notNull().default(0),
    stakeFunding: jsonb('stake_funding').$type<RoundStakeFunding>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    primaryKey({ name: 'seamless_rounds_pk', columns: [t.provider, t.roundId] }),
    index('seamless_rounds_user_idx').on(t.userId, t.createdAt),
    // The top winners read only settled rounds that paid more than they staked (winning-rounds.repo.ts).
    index('seamless_rounds_winning_idx')
      .on(t.closedAt)
      .where(sql`status = 'closed' and win_total > bet_total`),
    check('seamless_rounds_status_check', oneOf('status', ROUND_STATUSES)),
  ],
);

/**
 * Every bet, win and rollback a provider sent, by its transaction id, with the answer given: a repeat gets the
 * same answer. A `tombstone` holds the id of a bet or win that was rolled back before it arrived, so that it is
 * refused when it does. `pending` rows decided to move money (`effect`) and are finished by whoever sees them
 * next; the ledger's idempotency key makes sure the money moves once.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** The platform's id of the call, answered as platformTransactionId when no money moved. */
    id: uuid('id').notNull().unique('seamless_transactions_id_uq'),
    kind: text('kind').$type<SeamlessCallKind>().notNull(),
    state: text('state').$type<SeamlessCallState>().notNull(),
    /** Digest of the request, to refuse the id reused for another request; null for a tombstone. */
    requestHash: text('request_hash'),
    userId: uuid('user_id'),
    roundId: text('round_id').notNull(),
    gameId: text('game_id').notNull(),
    currency: text('currency'),
    roundClosed: boolean('round_closed').notNull().default(false),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** Rollbacks: the bet or win they cancel. */
    referenceTransactionId: text('reference_transaction_id'),
    /** Bets, wins and tombstones: the rollback that cancelled them. */
    rolledBackBy: text('rolled_back_by'),
    effect: jsonb('effect').$type<SeamlessEffect>(),
    /** Wins in a round not paid for wholly in real money: its funding when the win was recorded. */
    roundFunding: jsonb('round_funding').$type<RoundFundingSnapshot>(),
    /** The ledger transfer, once money moved. */
    transferId: uuid('transfer_id'),
    answer: jsonb('answer').$type<SeamlessTransactionAnswer>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    doneAt: timestamptz('done_at'),
  },
  (t) => [
    primaryKey({ name: 'seamless_transactions_pk', columns: [t.provider, t.transactionId] }),
    index('seamless_transactions_round_idx').on(t.provider, t.roundId),
    // The stakes on their way into the ledger, which a player's wager and loss limits count (few rows at a time).
    index('seamless_transactions_pending_user_idx')
      .on(t.userId)
      .where(sql`${t.state} = 'pending'`),
    check('seamless_transactions_kind_check', oneOf('kind', SEAMLESS_CALL_KINDS)),
    check('seamless_transactions_state_check', oneOf('state', SEAMLESS_CALL_STATES)),
    check(
      'seamless_transactions_answer_check',
      sql`${t.kind} = 'tombstone' or (${t.state} = 'done') = (${t.answer} is not null)`,
    ),
  ],
);
