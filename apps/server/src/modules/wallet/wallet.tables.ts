import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '@casino/contracts';
import { nonNegativeKinds } from './account-kinds.ts';

export const OWNER_KINDS = ['player', 'platform'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];
export const TRANSFER_PHASES = ['pending', 'posted', 'voided'] as const;
export type TransferPhase = (typeof TRANSFER_PHASES)[number];
export const REQUEST_OPERATIONS = ['post', 'void'] as const;
export type RequestOperation = (typeof REQUEST_OPERATIONS)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/** `column in ('a', 'b')` for a CHECK constraint over a fixed list of values. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

/** True for the accounts whose kind may not go negative (account-kinds.ts). */
const guardedKind = sql.join(
  [
    sql`(owner_kind = 'player' and ${oneOf('kind', nonNegativeKinds('player'))})`,
    sql`(owner_kind = 'platform' and ${oneOf('kind', nonNegativeKinds('platform'))})`,
  ],
  sql` or `,
);

/**
 * One ledger account per (owner, player, kind, key, currency). `currency` is the account's unit: a money
 * currency, or POINTS_UNIT for the points kinds (account-kinds.ts). `balance` holds posted amounts only;
 * `pending_debits` is what pending transfers that debit this account reserve. The available balance
 * (`balance - pending_debits`) of every player account and of the platform pools can never go below zero;
 * the other platform accounts are the other side of every player movement and may.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    ownerKind: text('owner_kind').$type<OwnerKind>().notNull(),
    userId: uuid('user_id'),
    kind: text('kind').notNull(),
    key: text('key').notNull().default(''),
    currency: text('currency').notNull(),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    pendingDebits: money('pending_debits')
      .notNull()
      .default(sql`0`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_uq')
      .on(t.ownerKind, t.userId, t.kind, t.key, t.currency)
      .nullsNotDistinct(),
    check('ledger_accounts_owner_kind_check', oneOf('owner_kind', OWNER_KINDS)),
    check('ledger_accounts_owner_user_check', sql`(${t.ownerKind} = 'player') = (${t.userId} is not null)`),
    check('ledger_accounts_pending_check', sql`${t.pendingDebits} >= 0`),
    check(
      'ledger_accounts_available_check',
      sql`not (${guardedKind}) or ${t.balance} - ${t.pendingDebits} >= 0`,
    ),
  ],
);

/**
 * Immutable money movements. One request is a group of lines committed together; the group id is the first
 * line's id and is what callers hold as the transfer id. Only `phase`, `status`, `posted_at` and the balances
 * after posting change, and only through post / void / setStatus.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    line: smallint('line').notNull(),
    groupId: uuid('group_id').notNull(),
    /** SHA-256 of the request, so that a key reused for another request is refused. */
    requestHash: text('request_hash').notNull(),
    type: text('type').$type<TransactionType>().notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    phase: text('phase').$type<TransferPhase>().notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    debitAccount: bigint('debit_account', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccount: bigint('credit_account', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    debitBalanceAfter: money('debit_balance_after'),
    creditBalanceAfter: money('credit_balance_after'),
    userId: uuid('user_id'),
    method: text('method'),
    referenceKind: text('reference_kind'),
    referenceId: text('reference_id'),
    /** Why staff moved the money (adjustments); never shown to the player. */
    memo: text('memo'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    postedAt: timestamptz('posted_at'),
  },
  (t) => [
    unique('transfers_idempotency_key_uq').on(t.idempotencyKey, t.line),
    index('transfers_group_idx').on(t.groupId),
    index('transfers_user_idx').on(t.userId, t.createdAt),
    index('transfers_debit_idx').on(t.debitAccount, t.createdAt),
    index('transfers_credit_idx').on(t.creditAccount, t.createdAt),
    index('transfers_reference_idx').on(t.referenceKind, t.referenceId),
    check('transfers_amount_check', sql`${t.amount} > 0`),
    check('transfers_accounts_check', sql`${t.debitAccount} <> ${t.creditAccount}`),
    check('transfers_phase_check', oneOf('phase', TRANSFER_PHASES)),
    check('transfers_type_check', oneOf('type', TRANSACTION_TYPES)),
    check('transfers_status_check', oneOf('status', TRANSACTION_STATUSES)),
  ],
);

/** Keys of post and void requests with their first answer, so that a repeat returns it and moves nothing. */
export const walletRequests = pgTable(
  'wallet_requests',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    operation: text('operation').$type<RequestOperation>().notNull(),
    groupId: uuid('group_id').notNull(),
    result: jsonb('result').$type<{ phase: TransferPhase; status: TransactionStatus }>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  () => [check('wallet_requests_operation_check', oneOf('operation', REQUEST_OPERATIONS))],
);
