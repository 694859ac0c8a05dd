import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The breaks players take from gambling (docs/player-protection.md): one row per break, never changed or deleted,
 * so the history stays whole. The break in force is the one ending last. `user_id` is the account's id
 * (accounts module); `set_by` is `player` or the staff account's id.
 */
export const playerExclusions = pgTable(
  'player_exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<'timeOut' | 'selfExclusion'>().notNull(),
    period: text('period').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    setBy: text('set_by').notNull(),
    reason: text('reason'),
    /**
     * A self-exclusion that has run its course ends only when the player asks to come back: from this moment
     * (the request plus a cooling-off). Null until then, and always for a time-out.
     */
    returnsAt: timestamptz('returns_at'),
  },
  (t) => [
    // The check at every bet: the player's break ending last.
    index('player_exclusions_user_ends_idx').on(t.userId, t.endsAt),
    check('player_exclusions_kind_check', sql.raw(`kind in ('timeOut', 'selfExclusion')`)),
    check('player_exclusions_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type PlayerExclusionRow = typeof playerExclusions.$inferSelect;

/**
 * A player's limits (docs/player-protection.md): one row per limit set or asked for. Money limits are in minor
 * units of `currency`; the session limit (kind and period `session`) is in minutes with `currency` 'min'. A
 * raise or removal waits in the pending columns (`pending_requested_at` not null; `pending_amount` null asks for
 * removal). The usage is never stored: it is counted from the ledger at each check.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<'deposit' | 'loss' | 'wager' | 'session'>().notNull(),
    period: text('period').$type<'day' | 'week' | 'month' | 'session'>().notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingRequestedAt: timestamptz('pending_requested_at'),
    pendingConfirmableFrom: timestamptz('pending_confirmable_from'),
    pendingLapsesAt: timestamptz('pending_lapses_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'player_limits_pk', columns: [t.userId, t.kind, t.period] }),
    check('player_limits_kind_check', sql.raw(`kind in ('deposit', 'loss', 'wager', 'session')`)),
    check('player_limits_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
  ],
);

export type PlayerLimitRow = typeof playerLimits.$inferSelect;

/**
 * Each player's risk ticket: a counter moved on by every deposit or stake that a money limit was checked for,
 * in the same statement or transaction that makes the money count (docs/player-protection.md, "Checks that race").
 * A check reads the ticket before it counts; its write moves the ticket on only if nobody else did meanwhile, so
 * two deposits or stakes checked at once cannot both fit under a limit that holds only one of them.
 */
export const playerRiskTickets = pgTable('player_risk_tickets', {
  userId: uuid('user_id').primaryKey(),
  ticket: bigint('ticket', { mode: 'number' }).notNull(),
});

/** The reality-check interval a player chose (minutes; null: off). No row: the market's default. */
export const playerRealityChecks = pgTable('player_reality_checks', {
  userId: uuid('user_id').primaryKey(),
  minutes: integer('minutes'),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * Every change of a player's protection settings, by the player or staff (who, what, before, after, when, why):
 * appended, never changed or deleted.
 */
export const playerProtectionChanges = pgTable(
  'player_protection_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    subject: text('subject').notNull(),
    before: text('before'),
    after: text('after'),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('player_protection_changes_user_idx').on(t.userId, t.at)],
);

export type ProtectionChangeRow = typeof playerProtectionChanges.$inferSelect;
