import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DepositStatus, WithdrawalStatus } from '@casino/contracts';
import type { Db, DbExecutor } from '../../platform/db/client.ts';
import type { CompanionStatement } from '../wallet/companion-write.ts';
import { paymentDeposits, paymentWebhookEvents, paymentWithdrawals } from './payments.tables.ts';

export type DepositRow = typeof paymentDeposits.$inferSelect;
export type NewDeposit = typeof paymentDeposits.$inferInsert;
export type WithdrawalRow = typeof paymentWithdrawals.$inferSelect;
export type NewWithdrawal = typeof paymentWithdrawals.$inferInsert;

/** Inserts the deposit unless the player already used its idempotency key; returns the stored one either way. */
export async function insertDeposit(
  db: DbExecutor,
  row: NewDeposit,
): Promise<{ row: DepositRow; created: boolean }> {
  const [created] = await db.insert(paymentDeposits).values(row).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const existing = await depositByKey(db, row.userId, row.idempotencyKey);
  if (!existing) throw new Error('deposit vanished after an idempotency conflict');
  return { row: existing, created: false };
}

/** The player's deposit recorded under an idempotency key, if any. */
export async function depositByKey(
  db: DbExecutor,
  userId: string,
  idempotencyKey: string,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentDeposits)
    .where(and(eq(paymentDeposits.userId, userId), eq(paymentDeposits.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findDeposit(db: Db, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(paymentDeposits).where(eq(paymentDeposits.id, id));
  return row;
}

export async function updateDeposit(db: Db, id: string, values: Partial<NewDeposit>): Promise<void> {
  await db.update(paymentDeposits).set(values).where(eq(paymentDeposits.id, id));
}

/** Moves a deposit from one of `from` to `to`; undefined when it was in another status (someone was first). */
export async function transitionDeposit(
  db: Db,
  id: string,
  from: readonly DepositStatus[],
  to: DepositStatus,
  now: Date,
  also: Partial<Pick<DepositRow, 'receivedAssetAmount' | 'settledBy'>> = {},
): Promise<DepositRow | undefined> {
  const [row] = await db
    .update(paymentDeposits)
    .set({ ...also, status: to, updatedAt: now })
    .where(and(eq(paymentDeposits.id, id), inArray(paymentDeposits.status, [...from])))
    .returning();
  return row;
}

/** Withdrawals in a status that have not changed since `before`, oldest first. */
export async function listWithdrawalsUpdatedBefore(
  db: Db,
  status: WithdrawalStatus,
  before: Date,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(paymentWithdrawals)
    .where(and(eq(paymentWithdrawals.status, status), lt(paymentWithdrawals.updatedAt, before)))
    .orderBy(asc(paymentWithdrawals.updatedAt))
    .limit(100);
}

/** Deposits in one status, oldest first (staff queues). */
export async function listDepositsByStatus(db: Db, status: DepositStatus): Promise<DepositRow[]> {
  return db
    .select()
    .from(paymentDeposits)
    .where(eq(paymentDeposits.status, status))
    .orderBy(asc(paymentDeposits.createdAt))
    .limit(200);
}

/** Records a handled webhook event; false when it had been recorded before (a replay). */
export async function recordWebhookEvent(
  db: Db,
  provider: string,
  eventId: string,
  paymentId: string,
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ provider, eventId, paymentId })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

export async function webhookEventSeen(db: Db, provider: string, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
  return rows.length > 0;
}

export async function insertWithdrawal(
  db: Db,
  row: NewWithdrawal,
): Promise<{ row: WithdrawalRow; created: boolean }> {
  const [created] = await db.insert(paymentWithdrawals).values(row).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(paymentWithdrawals)
    .where(
      and(
        eq(paymentWithdrawals.userId, row.userId),
        eq(paymentWithdrawals.idempotencyKey, row.idempotencyKey),
      ),
    );
  if (!existing) throw new Error('withdrawal vanished after an idempotency conflict');
  return { row: existing, created: false };
}

export async function findWithdrawal(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(paymentWithdrawals).where(eq(paymentWithdrawals.id, id));
  return row;
}

export async function updateWithdrawal(db: Db, id: string, values: Partial<NewWithdrawal>): Promise<void> {
  await db.update(paymentWithdrawals).set(values).where(eq(paymentWithdrawals.id, id));
}

export async function deleteWithdrawal(db: Db, id: string): Promise<void> {
  await db.delete(paymentWithdrawals).where(eq(paymentWithdrawals.id, id));
}

export async function transitionWithdrawal(
  db: Db,
  id: string,
  from: WithdrawalStatus,
  to: WithdrawalStatus,
  values: Partial<NewWithdrawal>,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(paymentWithdrawals)
    .set({ ...values, status: to })
    .where(and(eq(paymentWithdrawals.id, id), eq(paymentWithdrawals.status, from)))
    .returning();
  return row;
}

export async function listWithdrawals(db: Db, status: WithdrawalStatus): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(paymentWithdrawals)
    .where(eq(paymentWithdrawals.status, status))
    .orderBy(asc(paymentWithdrawals.createdAt), asc(paymentWithdrawals.id))
    .limit(200);
}

/**
 * A deposit's link to its pending ledger transfer, written in the transfer's own statement (the wallet's companion
 * write), so that a deposit is at every moment either on its way (no transfer, counted by `depositsOnTheWay`) or
 * in the ledger, never both.
 */
export const linkedToTransfer: CompanionStatement<{ id: string }> = {
  ctes: (v, transfer) =>
    sql`payments_linked as (
      update ${paymentDeposits} set transfer_id = ${transfer.transferId}
       where id = ${v.id}::uuid and transfer_id is null and ${transfer.applied})`,
};

/** A bank deposit's ledger transfer is written within the request that records it; an older one without is a
 * crash's leftover, made when its outcome arrives. */
const BANK_TRANSFER_GRACE_MS = 60 * 60_000;

/**
 * The deposits the player was sent to pay that are not in the ledger yet, in minor units of `currency`: open
 * crypto quotes (pending, still payable) whose coins have not arrived, and bank deposits of the last hour recorded
 * before their pending transfer. A deposit limit counts them like deposits.
 */
export async function depositsOnTheWay(
  db: Db,
  { userId, currency, at }: { userId: string; currency: string; at: Date },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${paymentDeposits.amount})::text` })
    .from(paymentDeposits)
    .where(
      and(
        eq(paymentDeposits.userId, userId),
        eq(paymentDeposits.status, 'pending'),
        eq(paymentDeposits.currency, currency),
        isNull(paymentDeposits.transferId),
        or(
          and(eq(paymentDeposits.channel, 'crypto'), gt(paymentDeposits.expiresAt, at)),
          and(
            eq(paymentDeposits.channel, 'bank'),
            gt(paymentDeposits.createdAt, new Date(at.getTime() - BANK_TRANSFER_GRACE_MS)),
          ),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}
