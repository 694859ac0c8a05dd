import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { compiledStatement, type CompiledStatement } from '@casino/server-kit';
import {
  companionPlaceholders,
  prefixedCompanionValues,
  type CompanionStatement,
  type CompanionWrite,
} from './companion-write.ts';
import type { Db } from '../../platform/db/client.ts';
import { outboxWrites, type OutboxBatch } from '../../platform/events/outbox.ts';
import { accountKeyId, type AccountKey } from './account-ref.ts';
import { MAX_MONEY } from './money-range.ts';
import { ledgerAccounts, transfers, walletRequests, type RequestOperation } from './wallet.tables.ts';

/** A database handle or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type TransferRow = typeof transfers.$inferSelect;
export type NewTransferRow = typeof transfers.$inferInsert;
export type WalletRequestRow = typeof walletRequests.$inferSelect;

export interface LockedAccount {
  id: bigint;
  ownerKind: string;
  userId: string | null;
  kind: string;
  balance: bigint;
  pendingDebits: bigint;
}

/**
 * Creates the accounts that do not exist yet and answers every account's id, by key. One statement with the
 * rows in a fixed order, outside the money transaction, so two requests creating the same accounts never
 * wait on each other in opposite orders.
 */
export async function ensureAccounts(db: Executor, keys: AccountKey[]): Promise<Map<string, bigint>> {
  const unique = [...new Map(keys.map((key) => [accountKeyId(key), key])).entries()].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  await db
    .insert(ledgerAccounts)
    .values(unique.map(([, key]) => key))
    .onConflictDoNothing();
  const ids = new Map<string, bigint>();
  for (const [id, key] of unique) {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerKind, key.ownerKind),
          key.userId === null ? sql`${ledgerAccounts.userId} is null` : eq(ledgerAccounts.userId, key.userId),
          eq(ledgerAccounts.kind, key.kind),
          eq(ledgerAccounts.key, key.key),
          eq(ledgerAccounts.currency, key.currency),
        ),
      );
    if (!row) throw new Error(`ledger account ${id} is missing after creation`);
    ids.set(id, row.id);
  }
  return ids;
}

/** What an account is, for the ledger's in-process map of ids. */
export interface AccountInfo {
  id: bigint;
  ownerKind: string;
  userId: string | null;
  kind: string;
}

export async function accountInfos(db: Executor, ids: bigint[]): Promise<AccountInfo[]> {
  return db
    .select({
      id: ledgerAccounts.id,
      ownerKind: ledgerAccounts.ownerKind,
      userId: ledgerAccounts.userId,
      kind: ledgerAccounts.kind,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(ids)]));
}

/**
 * Locks player accounts in ascending id order (the one order every writer uses, so no deadlock) and reads
 * their balances. Platform accounts are not read: they may go negative, so they are only changed by a delta
 * at the very end of the transaction, which keeps the busy house account locked for the shortest time.
 */
export async function lockAccounts(tx: Tx, ids: bigint[]): Promise<Map<bigint, LockedAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      ownerKind: ledgerAccounts.ownerKind,
      userId: ledgerAccounts.userId,
      kind: ledgerAccounts.kind,
      balance: ledgerAccounts.balance,
      pendingDebits: ledgerAccounts.pendingDebits,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(ids)]))
    .orderBy(asc(ledgerAccounts.id))
    .for('no key update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Writes the locked player accounts' new balances and adds the platform accounts' deltas. Player rows are
 * already locked; platform rows are locked here, last, one statement each in id order when there are several.
 */
export async function saveBalances(
  tx: Tx,
  players: LockedAccount[],
  platformDeltas: LockedAccount[],
): Promise<void> {
  const row = (account: LockedAccount, absolute: boolean) =>
    sql`(${account.id.toString()}::bigint, ${account.balance.toString()}::bigint, ${account.pendingDebits.toString()}::bigint, ${absolute}::boolean)`;
  const update = (rows: SQL[]) =>
    tx.execute(sql`
      update ${ledgerAccounts} as a
         set balance = case when v.absolute then v.balance else a.balance + v.balance end,
             pending_debits = case when v.absolute then v.pending else a.pending_debits + v.pending end
        from (values ${sql.join(rows, sql`, `)}) as v(id, balance, pending, absolute)
       where a.id = v.id`);
  const platforms = [...platformDeltas].sort((a, b) => (a.id < b.id ? -1 : 1));
  const first = [...players.map((account) => row(account, true))];
  if (platforms.length === 1 && platforms[0]) first.push(row(platforms[0], false));
  if (first.length > 0) await update(first);
  if (platforms.length > 1) for (const account of platforms) await update([row(account, false)]);
}

/** The database's transaction time, so that every line of one commit carries the same instant. */
const postedNow = (row: { phase?: string }) => (row.phase === 'posted' ? { postedAt: sql`now()` } : {});

/**
 * Inserts the lines unless the key's first line exists; answers whether they were inserted. Posted lines get
 * the transaction's time as `posted_at`.
 */
export async function insertLines(tx: Tx, lines: NewTransferRow[]): Promise<boolean> {
  const [first, ...rest] = lines.map((line) => ({ ...line, ...postedNow(line) }));
  if (!first) return false;
  const inserted = await tx
    .insert(transfers)
    .values(first)
    .onConflictDoNothing({ target: [transfers.idempotencyKey, transfers.line] })
    .returning({ id: transfers.id });
  if (inserted.length === 0) return false;
  if (rest.length > 0) await tx.insert(transfers).values(rest);
  return true;
}

export async function firstLineOfKey(db: Executor, idempotencyKey: string): Promise<TransferRow | undefined> {
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.idempotencyKey, idempotencyKey), eq(transfers.line, 0)));
  return row;
}

/** The lines of a transfer group, in line order; locked when `forUpdate`. */
export async function groupLines(db: Executor, groupId: string, forUpdate = false): Promise<TransferRow[]> {
  const query = db
    .select()
    .from(transfers)
    .where(eq(transfers.groupId, groupId))
    .orderBy(asc(transfers.line));
  return forUpdate ? query.for('update') : query;
}

export async function updateLines(
  tx: Tx,
  lines: { id: string; set: Partial<NewTransferRow> }[],
): Promise<void> {
  for (const line of lines)
    await tx
      .update(transfers)
      .set({ ...line.set, ...postedNow(line.set) })
      .where(eq(transfers.id, line.id));
}

export async function setGroupStatus(db: Executor, groupId: string, status: TransferRow['status']) {
  return db
    .update(transfers)
    .set({ status })
    .where(eq(transfers.groupId, groupId))
    .returning({ id: transfers.id });
}

/** Claims a post/void key; answers the existing request when the key was used before. */
export async function claimRequest(
  tx: Tx,
  row: { idempotencyKey: string; operation: RequestOperation; groupId: string },
  result: WalletRequestRow['result'],
): Promise<WalletRequestRow | null> {
  const inserted = await tx
    .insert(walletRequests)
    .values({ ...row, result })
    .onConflictDoNothing()
    .returning({ key: walletRequests.idempotencyKey });
  if (inserted.length > 0) return null;
  const [existing] = await tx
    .select()
    .from(walletRequests)
    .where(eq(walletRequests.idempotencyKey, row.idempotencyKey));
  if (!existing) throw new Error('wallet request vanished after its key conflicted');
  return existing;
}

export async function saveRequestResult(
  tx: Tx,
  idempotencyKey: string,
  result: WalletRequestRow['result'],
): Promise<void> {
  await tx.update(walletRequests).set({ result }).where(eq(walletRequests.idempotencyKey, idempotencyKey));
}

/** The balances of a player's accounts in one currency or points unit (or several), by kind. */
export async function playerAccounts(db: Executor, userId: string, currency: string | readonly string[]) {
  return db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      balance: ledgerAccounts.balance,
      pendingDebits: ledgerAccounts.pendingDebits,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.userId, userId),
        typeof currency === 'string'
          ? eq(ledgerAccounts.currency, currency)
          : inArray(ledgerAccounts.currency, [...currency]),
      ),
    );
}

/**
 * The currencies other than `except` in which the player holds money of the given kinds, posted or reserved
 * by a pending transfer (e.g. a requested withdrawal).
 */
export async function currenciesHoldingMoney(
  db: Executor,
  userId: string,
  kinds: readonly string[],
  except: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.userId, userId),
        inArray(ledgerAccounts.kind, [...kinds]),
        sql`${ledgerAccounts.currency} <> ${except}`,
        sql`(${ledgerAccounts.balance} <> 0 or ${ledgerAccounts.pendingDebits} <> 0)`,
      ),
    );
  return rows.map((row) => row.currency);
}

/**
 * A posted one-line transfer between a player account and a platform account in one statement, so one round
 * trip and one commit: the player row first (its available balance guarded), then the platform row, then the
 * line with the player's balance after it. Locks follow the ledger's one order (players, then platforms).
 * Answers the player's new available balance and that of the `sibling` kind (real for bonus and back, read
 * from the statement's snapshot, for the balance push), or null when the guard refused: too little money for a
 * debit, a balance that would pass the money maximum for a credit. A used key fails the whole statement on the
 * key's unique index, so nothing moves twice. The statement also writes `events` (at most one player's stream),
 * only when the money moved, locking the stream after the accounts as every writer does.
 */
export async function postPlayerLine(
  db: Executor,
  line: NewTransferRow & { id: string },
  player: { id: bigint; side: 'debit' | 'credit'; userId: string; kind: string; sibling: string | null },
  platformId: bigint,
  events: OutboxBatch,
  companion?: CompanionWrite,
): Promise<{ available: bigint; sibling: bigint | null } | null> {
  const playerIsDebit = player.side === 'debit';
  const values: PlayerLineValues = {
    playerKind: player.kind,
    delta: (playerIsDebit ? -line.amount : line.amount).toString(),
    playerIsDebit,
    // Written as balance <= max - amount so that even a balance stored far out of range cannot overflow bigint.
    ceiling: (MAX_MONEY - line.amount).toString(),
    playerId: player.id.toString(),
    platformId: platformId.toString(),
    playerUserId: player.userId,
    sibling: player.sibling,
    id: line.id,
    idempotencyKey: line.idempotencyKey,
    groupId: line.groupId,
    requestHash: line.requestHash,
    type: line.type,
    status: line.status,
    currency: line.currency,
    amount: line.amount.toString(),
    debitAccount: line.debitAccount.toString(),
    creditAccount: line.creditAccount.toString(),
    userId: line.userId ?? null,
    method: line.method ?? null,
    referenceKind: line.referenceKind ?? null,
    referenceId: line.referenceId ?? null,
    memo: line.memo ?? null,
    events: events.json,
  };
  // One literal, then the companion's values added to it. Written as a literal that began with a spread of the
  // companion's values, every call's values object survived into the old generation (a sampling heap profile of
  // the seamless bench: three quarters of what major collections freed), and those collections, every few
  // seconds, made the slowest seamless calls.
  if (companion) Object.assign(values, prefixedCompanionValues(companion.values));
  const rows = await playerLineStatement(companion?.statement ?? null).run(db, values);
  const [row] = rows;
  if (!row) return null;
  return { available: BigInt(row.available), sibling: row.sibling === null ? null : BigInt(row.sibling) };
}

interface PlayerLineValues extends Record<string, unknown> {
  /** The player's change, negative for a debit; minor units as text, like every bigint here. */
  delta: string;
  playerIsDebit: boolean;
  /** The most a credited player balance may be before the credit. */
  ceiling: string;
  playerId: string;
  platformId: string;
  playerUserId: string;
  playerKind: string;
  sibling: string | null;
  id: string;
  idempotencyKey: string;
  groupId: string;
  requestHash: string;
  type: string;
  status: string;
  currency: string;
  amount: string;
  debitAccount: string;
  creditAccount: string;
  userId: string | null;
  method: string | null;
  referenceKind: string | null;
  referenceId: string | null;
  memo: string | null;
  /** The outbox batch's rows as one JSON array (outbox.ts). */
  events: string;
}

type PlayerLineStatement = CompiledStatement<PlayerLineValues, { available: string; sibling: string | null }>;
type AnyCompanion = CompanionStatement<Record<string, unknown>>;

/** One compiled statement per companion (companions are module constants), built when first asked for. */
function perCompanion<TCompanion extends AnyCompanion | null, TStatement>(
  build: (companion: TCompanion) => TStatement,
): (companion: TCompanion) => TStatement {
  const built = new Map<TCompanion, TStatement>();
  return (companion) => {
    const known = built.get(companion);
    if (known) return known;
    const statement = build(companion);
    built.set(companion, statement);
    return statement;
  };
}

/** The one-line statement, with the companion's steps when it carries one. */
const playerLineStatement = perCompanion((companion: AnyCompanion | null): PlayerLineStatement =>
  compiledStatement((v) => {
    const companionSteps = companion
      ? sql`, ${companion.ctes(companionPlaceholders(v), {
          applied: sql`exists (select 1 from h)`,
          transferId: sql`${v.groupId}::uuid`,
          realAvailable: sql`(case when ${v.playerKind}::text = 'real'
                                     then (select p.balance - p.pending_debits from p)
                                     else ${realAvailableOf(v.playerUserId, v.currency)} end)`,
        })}`
      : sql``;
    return sql`
    with p as (
      update ledger_accounts set balance = balance + ${v.delta}::bigint
       where id = ${v.playerId}::bigint
         and balance + ${v.delta}::bigint - pending_debits >= 0
         and (${v.playerIsDebit}::boolean or balance <= ${v.ceiling}::bigint)
      returning balance, pending_debits
    ), h as (
      update ledger_accounts set balance = balance - ${v.delta}::bigint
       where id = ${v.platformId}::bigint and exists (select 1 from p)
      returning id
    ), t as (
      insert into transfers (id, idempotency_key, line, group_id, request_hash, type, status, phase, currency,
                             amount, debit_account, credit_account, debit_balance_after, credit_balance_after,
                             user_id, method, reference_kind, reference_id, memo, posted_at)
      select ${v.id}::uuid, ${v.idempotencyKey}, 0, ${v.groupId}::uuid, ${v.requestHash},
             ${v.type}, ${v.status}, 'posted', ${v.currency}, ${v.amount}::bigint,
             ${v.debitAccount}::bigint, ${v.creditAccount}::bigint,
             case when ${v.playerIsDebit}::boolean then p.balance end,
             case when ${v.playerIsDebit}::boolean then null else p.balance end,
             ${v.userId}::uuid, ${v.method}, ${v.referenceKind}, ${v.referenceId}, ${v.memo}, now()
        from p
    ), ${outboxWrites(v.events, sql`exists (select 1 from h)`)}${companionSteps}
    select (p.balance - p.pending_debits)::text as available,
           (select (s.balance - s.pending_debits)::text from ledger_accounts s
             where s.owner_kind = 'player' and s.user_id = ${v.playerUserId}::uuid
               and s.kind = ${v.sibling} and s.key = '' and s.currency = ${v.currency}) as sibling
      from p`;
  }),
);

/** A player's available real balance in `currency`, as the statement sees it (a subquery). */
function realAvailableOf(userId: SQL | Placeholder, currency: SQL | Placeholder): SQL {
  return sql`(select r.balance - r.pending_debits from ledger_accounts r
               where r.owner_kind = 'player' and r.user_id = ${userId}::uuid
                 and r.kind = 'real' and r.key = '' and r.currency = ${currency})`;
}

interface CompanionInTransactionValues extends Record<string, unknown> {
  transferId: string;
  userId: string | null;
  currency: string;
}

/** A companion on its own, for a transfer made in a transaction. */
const companionInTransaction = perCompanion((companion: AnyCompanion) =>
  compiledStatement<CompanionInTransactionValues, unknown>(
    (v) =>
      sql`with ${companion.ctes(companionPlaceholders(v), {
        applied: sql`true`,
        transferId: sql`${v.transferId}::uuid`,
        realAvailable: realAvailableOf(v.userId, v.currency),
      })} select 1`,
  ),
);

/**
 * Writes a transfer's companion in the transfer's transaction, after its lines and balances: the player's
 * real balance read here is the one the transfer left.
 */
export async function writeCompanion(
  tx: Tx,
  companion: CompanionWrite,
  transfer: { transferId: string; userId: string | null; currency: string },
): Promise<void> {
  await companionInTransaction(companion.statement).run(
    tx,
    Object.assign(prefixedCompanionValues(companion.values), transfer),
  );
}
