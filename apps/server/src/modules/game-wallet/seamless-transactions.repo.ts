import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SeamlessTransactionAnswer } from '@casino/contracts';
import { compiledStatement, type StatementValues } from '@casino/server-kit';
import type { Db } from '../../platform/db/client.ts';
import type { CompanionStatement } from '../wallet/companion-write.ts';
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

/**
 * The player's stakes claimed and not yet transferred, in minor units of `currency`: bets recorded as pending
 * with money to move. The bet's transfer finishes its call in the same statement, so a stake is always either
 * here or in the ledger.
 */
export async function stakesOnTheWay(
  db: Db,
  { userId, currency }: { userId: string; currency: string },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${seamlessTransactions.amount})::text` })
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.userId, userId),
        sql`${seamlessTransactions.state} = 'pending'`,
        eq(seamlessTransactions.kind, 'bet'),
        eq(seamlessTransactions.currency, currency),
        sql`${seamlessTransactions.effect} is not null`,
      ),
    );
  return Number(row?.total ?? 0);
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

interface FinishValues extends Record<string, unknown> {
  provider: string;
  transactionId: string;
  answer: string;
  transferId: string | null;
  at: string;
}
interface RoundValues extends FinishValues {
  roundId: string;
  bet: number;
  win: number;
  /** What the call adds to the round's stake funding, by source, as JSON; `{}` when it adds nothing. */
  funding: string;
  close: boolean;
}
interface ReleaseValues extends FinishValues {
  referenceTransactionId: string;
}

type CallKeyValues = Pick<FinishValues, 'provider' | 'transactionId' | 'at'>;

/** Marks a pending call done with `answer` and `transferId` (SQL expressions), when `gate` holds. */
function finishStep(
  v: StatementValues<CallKeyValues>,
  set: { answer: SQL; transferId: SQL },
  gate: SQL = sql`true`,
) {
  return sql`
    update ${seamlessTransactions}
       set state = 'done', answer = ${set.answer}, transfer_id = ${set.transferId},
           done_at = ${v.at}::timestamptz
     where provider = ${v.provider} and transaction_id = ${v.transactionId} and state = 'pending' and ${gate}
    returning 1`;
}

/** A finish whose answer and transfer were decided before the statement. */
const decidedFinish = (v: StatementValues<FinishValues>) =>
  finishStep(v, { answer: sql`${v.answer}::jsonb`, transferId: sql`${v.transferId}::uuid` });

const finishedCount = sql`select count(*)::int as count from finished`;

const finishOnly = compiledStatement<FinishValues, { count: number }>(
  (v) => sql`with finished as (${decidedFinish(v)}) ${finishedCount}`,
);

type RoundChangeValues = Pick<
  RoundValues,
  'provider' | 'roundId' | 'bet' | 'win' | 'funding' | 'close' | 'at'
>;

/**
 * Adds a finished call to its round's totals and to what sources other than real money paid of its stakes (a
 * source that comes back to zero is dropped), and closes the round when the call said so; only when `gate` holds.
 */
function roundUpdate(v: StatementValues<RoundChangeValues>, gate: SQL) {
  return sql`
    update ${seamlessRounds}
       set bet_total = bet_total + ${v.bet}::bigint, win_total = win_total + ${v.win}::bigint,
           stake_funding = case when ${v.funding}::jsonb = '{}'::jsonb then stake_funding else (
             select coalesce(jsonb_object_agg(source, total) filter (where total <> 0), '{}'::jsonb)
               from (select source, sum(amount::bigint) as total
                       from (select key as source, value as amount from jsonb_each_text(stake_funding)
                             union all
                             select key, value from jsonb_each_text(${v.funding}::jsonb)) parts
                      group by source) sums) end,
           status = case when ${v.close}::boolean then 'closed' else status end,
           closed_at = case when ${v.close}::boolean then coalesce(closed_at, ${v.at}::timestamptz)
                            else closed_at end
     where provider = ${v.provider} and round_id = ${v.roundId} and ${gate}`;
}

const finishAndCountInRound = compiledStatement<RoundValues, { count: number }>(
  (v) => sql`
    with finished as (${decidedFinish(v)}),
         consequence as (${roundUpdate(v, sql`exists (select 1 from finished)`)})
    ${finishedCount}`,
);

export type FinishedWithTransferValues = RoundChangeValues & {
  transactionId: string;
  currency: string;
};

/**
 * A bet's or win's finish, written in its transfer's own statement (the wallet's companion write): the OK
 * answer with the transfer's id and the player's real balance after it, and the round's totals; only when the
 * money moved and the call is still pending. One commit for the money and the record of the call.
 */
export const finishedWithTransfer: CompanionStatement<FinishedWithTransferValues> = {
  ctes: (v, transfer) => {
    const answer = sql`
      jsonb_build_object('status', 'OK', 'currency', ${v.currency}::text,
                         'balance', ${transfer.realAvailable}, 'transactionId', ${v.transactionId}::text,
                         'platformTransactionId', (${transfer.transferId})::text)`;
    const finished = finishStep(v, { answer, transferId: transfer.transferId }, transfer.applied);
    const round = roundUpdate(v, sql`exists (select 1 from seamless_finished)`);
    return sql`seamless_finished as (${finished}), seamless_round as (${round})`;
  },
};

const finishAndRelease = compiledStatement<ReleaseValues, { count: number }>(
  (v) => sql`
    with finished as (${decidedFinish(v)}), consequence as (
      update ${seamlessTransactions}
         set rolled_back_by = null
       where provider = ${v.provider} and transaction_id = ${v.referenceTransactionId}
         and rolled_back_by = ${v.transactionId} and exists (select 1 from finished)
    ) ${finishedCount}`,
);

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
  const values: FinishValues = {
    provider: call.provider,
    transactionId: call.transactionId,
    answer: JSON.stringify(done.answer),
    transferId: done.transferId,
    at: done.at.toISOString(),
  };
  const rows =
    then === null
      ? await finishOnly.run(db, values)
      : then.kind === 'round'
        ? await finishAndCountInRound.run(db, {
            ...values,
            roundId: then.roundId,
            bet: then.bet,
            win: then.win,
            funding: JSON.stringify(then.funding),
            close: then.close,
          })
        : await finishAndRelease.run(db, {
            ...values,
            referenceTransactionId: then.referenceTransactionId,
          });
  return (rows[0]?.count ?? 0) > 0;
}
