import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SeamlessTransactionAnswer } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { seamlessRounds, seamlessTransactions, type RoundStakeFunding } from './game-wallet.tables.ts';

/** A database handle or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type SeamlessCallRow = typeof seamlessTransactions.$inferSelect;
export type NewSeamlessCall = typeof seamlessTransactions.$inferInsert;

const keyOf = (provider: string, transactionId: string) =>
  and(eq(seamlessTransactions.provider, provider), eq(seamlessTransactions.transactionId, transactionId));

export async function findCall(
  db: Executor,
  provider: string,
  transactionId: string,
): Promise<SeamlessCallRow | undefined> {
  const [row] = await db.select().from(seamlessTransactions).where(keyOf(provider, transactionId));
  return row;
}

/** Records a call unless its transaction id is taken; answers the recorded row, or undefined when taken. */
export async function insertCall(db: Executor, row: NewSeamlessCall): Promise<SeamlessCallRow | undefined> {
  const [inserted] = await db.insert(seamlessTransactions).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Marks a bet or win as cancelled by `rollbackId` unless another rollback was first; answers whether it was. */
export async function markRolledBack(
  tx: Tx,
  provider: string,
  transactionId: string,
  rollbackId: string,
): Promise<boolean> {
  const updated = await tx
    .update(seamlessTransactions)
    .set({ rolledBackBy: rollbackId })
    .where(and(keyOf(provider, transactionId), isNull(seamlessTransactions.rolledBackBy)))
    .returning({ id: seamlessTransactions.id });
  return updated.length > 0;
}

/** What finishing a call does beside storing its answer. */
export type FinishEffect =
  /**
   * The call was accepted: add to its round's totals and to what sources other than real money paid of its
   * stakes, and close the round when the call said so.
   */
  | { kind: 'round'; roundId: string; bet: number; win: number; funding: RoundStakeFunding; close: boolean }
  /** A rollback was refused: release its claim on the cancelled call (see markRolledBack). */
  | { kind: 'release'; referenceTransactionId: string };

/**
 * Stores a pending call's answer and applies `then` (if any), in one statement (one round trip, one commit on
 * the hot path); false when another request finished the call first (its answer stands, `then` is not applied).
 */
export async function finishCall(
  db: Executor,
  call: { provider: string; transactionId: string },
  done: { answer: SeamlessTransactionAnswer; transferId: string | null; at: Date },
  then: FinishEffect | null,
): Promise<boolean> {
  const at = done.at.toISOString();
  const finished = sql`
    update ${seamlessTransactions}
       set state = 'done', answer = ${JSON.stringify(done.answer)}::jsonb,
           transfer_id = ${done.transferId}::uuid, done_at = ${at}::timestamptz
     where provider = ${call.provider} and transaction_id = ${call.transactionId} and state = 'pending'
    returning 1`;
  const consequence =
    then === null
      ? null
      : then.kind === 'round'
        ? sql`
    update ${seamlessRounds}
       set bet_total = bet_total + ${then.bet}::bigint, win_total = win_total + ${then.win}::bigint,
           stake_funding = ${fundingAfter(then.funding)},
           status = case when ${then.close}::boolean then 'closed' else status end,
           closed_at = case when ${then.close}::boolean then coalesce(closed_at, ${at}::timestamptz) else closed_at end
     where provider = ${call.provider} and round_id = ${then.roundId} and exists (select 1 from finished)`
        : sql`
    update ${seamlessTransactions}
       set rolled_back_by = null
     where provider = ${call.provider} and transaction_id = ${then.referenceTransactionId}
       and rolled_back_by = ${call.transactionId} and exists (select 1 from finished)`;
  const consequenceStep = consequence ? sql`, consequence as (${consequence})` : sql``;
  const result = await db.execute(
    sql`with finished as (${finished})${consequenceStep} select count(*)::int as count from finished`,
  );
  const [row] = (result as unknown as { rows: { count: number }[] }).rows;
  return (row?.count ?? 0) > 0;
}

/** The round's stake funding plus `change`, by source; a source that comes back to zero is dropped. */
function fundingAfter(change: RoundStakeFunding) {
  if (Object.keys(change).length === 0) return sql`stake_funding`;
  return sql`(
    select coalesce(jsonb_object_agg(source, total) filter (where total <> 0), '{}'::jsonb)
      from (select source, sum(amount::bigint) as total
              from (select key as source, value as amount from jsonb_each_text(stake_funding)
                    union all
                    select key, value from jsonb_each_text(${JSON.stringify(change)}::jsonb)) parts
             group by source) sums)`;
}
