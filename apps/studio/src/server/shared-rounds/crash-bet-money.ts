/**
 * A crash bet's money: the stake, the win (0 for a lost bet, which closes the player's round on the platform) and
 * the rollback of a stake that did not make it into the round. Real bets go through the seamless wallet with
 * transaction ids derived from the bet id (`<bet>:bet`, `<bet>:win`, `<bet>:rollback`), so any repeat is safe; a
 * demo bet moves its session's virtual balance in one statement.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { StudioDb } from '../db/database.ts';
import { studioSessions } from '../play/play.tables.ts';
import { betTransactionId, rollbackTransactionId, winTransactionId } from '../play/settlement.ts';
import { WalletUnavailableError, type WalletClient } from '../wallet-client/wallet-client.ts';
import { studioCrashBets, type CrashBetStatus } from './shared-rounds.tables.ts';

export type CrashBetRow = typeof studioCrashBets.$inferSelect;

export interface CrashMoney {
  readonly db: StudioDb;
  readonly wallet: WalletClient;
  readonly gameId: string;
}

/** The rows of a raw statement's result, which both drivers return as `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The stake's answer: the balance after it, or the platform's refusal (null: the platform did not answer). */
export type StakeAnswer = { ok: true; balance: number } | { ok: false; code: string | null };

/**
 * Takes a bet's stake. A demo stake is taken in the transaction that opens the bet, so a demo bet still `betting`
 * never had its stake taken; a real bet is opened by the caller once the platform has answered.
 */
export async function takeStake(money: CrashMoney, bet: CrashBetRow): Promise<StakeAnswer> {
  if (bet.mode === 'demo') {
    // One statement: the balance pays the stake only if the bet is still waiting for it, and the bet opens only
    // if the balance paid.
    const result = await money.db.execute(sql`
      with paid as (
        update studio_sessions s set demo_balance = s.demo_balance - b.stake
          from studio_crash_bets b
         where b.id = ${bet.id} and b.status = 'betting' and s.id = b.session_id and s.demo_balance >= b.stake
        returning s.demo_balance
      ), opened as (
        update studio_crash_bets set status = 'open'
         where id = ${bet.id} and exists (select 1 from paid)
        returning id
      )
      select (select demo_balance from paid)::text as balance, (select count(*) from opened) as opened`);
    const balance = rowsOf<{ balance: string | null }>(result)[0]?.balance ?? null;
    return balance === null
      ? { ok: false, code: 'INSUFFICIENT_FUNDS' }
      : { ok: true, balance: Number(balance) };
  }
  const answer = await unlessUnavailable(() =>
    money.wallet.bet({
      ...moneyCall(money, bet, false),
      transactionId: betTransactionId(bet.id),
      amount: bet.stake,
      currency: bet.currency,
    }),
  );
  if (answer === null) return { ok: false, code: null };
  return answer.status === 'OK' ? { ok: true, balance: answer.balance } : { ok: false, code: answer.code };
}

/** A wallet call's answer, or null when the platform did not answer (the caller tries again later). */
async function unlessUnavailable<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WalletUnavailableError) return null;
    throw error;
  }
}

/** What every money call of a bet says: the bet is the player's round on the platform. */
function moneyCall(money: CrashMoney, bet: CrashBetRow, roundClosed: boolean) {
  return { token: bet.token ?? '', roundId: bet.id, gameId: money.gameId, roundClosed };
}

async function setStatus(
  db: StudioDb,
  bet: CrashBetRow,
  from: CrashBetStatus,
  change: Partial<CrashBetRow> & { status: CrashBetStatus },
): Promise<boolean> {
  const updated = await db
    .update(studioCrashBets)
    .set(change)
    .where(and(eq(studioCrashBets.id, bet.id), eq(studioCrashBets.status, from)))
    .returning({ id: studioCrashBets.id });
  return updated.length > 0;
}

/**
 * Pays a bet in `paying` (its payout, 0 for a lost bet) and closes it. Answers the balance after, or null when
 * the platform did not confirm (the bet stays `paying` and the recovery pass sends the same call again).
 */
export async function payBet(money: CrashMoney, bet: CrashBetRow): Promise<number | null> {
  const payout = bet.payout ?? 0;
  if (bet.mode === 'demo') {
    return money.db.transaction(async (tx) => {
      if (!(await setStatus(tx, bet, 'paying', { status: 'closed', closedAt: new Date() }))) return null;
      const [after] = await tx
        .update(studioSessions)
        .set({ demoBalance: sql`${studioSessions.demoBalance} + ${payout}` })
        .where(eq(studioSessions.id, bet.sessionId))
        .returning({ balance: studioSessions.demoBalance });
      const balance = after?.balance ?? null;
      await tx.update(studioCrashBets).set({ balanceAfter: balance }).where(eq(studioCrashBets.id, bet.id));
      return balance;
    });
  }
  const answer = await unlessUnavailable(() =>
    money.wallet.win({
      ...moneyCall(money, bet, true),
      transactionId: winTransactionId(bet.id),
      amount: payout,
      currency: bet.currency,
    }),
  );
  if (answer === null) return null;
  if (answer.status !== 'OK') {
    await money.db
      .update(studioCrashBets)
      .set({ failure: answer.code })
      .where(eq(studioCrashBets.id, bet.id));
    return null;
  }
  await setStatus(money.db, bet, 'paying', {
    status: 'closed',
    balanceAfter: answer.balance,
    closedAt: new Date(),
    failure: null,
  });
  return answer.balance;
}

/**
 * Gives back the stake of a bet that did not make it into its round, or whose round could not be finished
 * (`from`: its status now). True once the platform has answered.
 */
export async function rollBackStake(
  money: CrashMoney,
  bet: CrashBetRow,
  from: CrashBetStatus,
): Promise<boolean> {
  if (bet.mode === 'demo') {
    await money.db.transaction(async (tx) => {
      const moved = await setStatus(tx, bet, from, { status: 'rolled-back', closedAt: new Date() });
      // A demo bet still `betting` never had its stake taken (takeStake).
      if (moved && from !== 'betting')
        await tx
          .update(studioSessions)
          .set({ demoBalance: sql`${studioSessions.demoBalance} + ${bet.stake}` })
          .where(eq(studioSessions.id, bet.sessionId));
    });
    return true;
  }
  const answer = await unlessUnavailable(() =>
    money.wallet.rollback({
      ...moneyCall(money, bet, true),
      transactionId: rollbackTransactionId(bet.id),
      referenceTransactionId: betTransactionId(bet.id),
    }),
  );
  if (answer === null) return false;
  await setStatus(money.db, bet, from, {
    status: 'rolled-back',
    closedAt: new Date(),
    failure: answer.status === 'OK' ? null : answer.code,
    ...(answer.status === 'OK' ? { balanceAfter: answer.balance } : {}),
  });
  return true;
}
