/**
 * A shared round's bet money, for the crash tables and the live-format tables alike: the stake, the win (0 for a
 * lost bet, which closes the player's round on the platform) and the rollback of a stake that did not make it into
 * its round. Real bets go through the seamless wallet with transaction ids derived from the bet id (`<bet>:bet`,
 * `<bet>:win`, `<bet>:rollback`), so any repeat is safe; a demo bet moves its session's virtual balance in one
 * statement.
 */
import { sql } from 'drizzle-orm';
import type { StudioDb } from '../db/database.ts';
import { betTransactionId, rollbackTransactionId, winTransactionId } from '../play/settlement.ts';
import { WalletUnavailableError, type WalletClient } from '../wallet-client/wallet-client.ts';
import type { SharedBetStatus } from './shared-rounds.tables.ts';

/** The tables that hold shared-round bets; both have the columns this module reads and writes. */
export type SharedBetTable = 'studio_crash_bets' | 'studio_live_bets';

/** What moving a bet's money needs to know of it. */
export interface SharedBetMoneyRow {
  readonly id: string;
  readonly sessionId: string;
  readonly mode: 'real' | 'demo';
  readonly currency: string;
  readonly stake: number;
  readonly payout: number | null;
  readonly token: string | null;
}

export interface SharedBetMoney {
  readonly db: StudioDb;
  readonly wallet: WalletClient;
  /** A table carries its game's id: money calls name it as the game. */
  readonly gameId: string;
  readonly bets: SharedBetTable;
}

/** The rows of a raw statement's result, which both drivers return as `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The stake's answer: the balance after it, or the platform's refusal (null: the platform did not answer). */
export type StakeAnswer = { ok: true; balance: number } | { ok: false; code: string | null };

/**
 * Takes a bet's stake. A demo stake is taken in the statement that opens the bet, so a demo bet still `betting`
 * never had its stake taken; a real bet is opened by the caller once the platform has answered.
 */
export async function takeStake(money: SharedBetMoney, bet: SharedBetMoneyRow): Promise<StakeAnswer> {
  if (bet.mode === 'demo') {
    const bets = sql.identifier(money.bets);
    // One statement: the balance pays the stake only if the bet is still waiting for it, and the bet opens only
    // if the balance paid.
    const result = await money.db.execute(sql`
      with paid as (
        update studio_sessions s set demo_balance = s.demo_balance - b.stake
          from ${bets} b
         where b.id = ${bet.id} and b.status = 'betting' and s.id = b.session_id and s.demo_balance >= b.stake
        returning s.demo_balance
      ), opened as (
        update ${bets} set status = 'open'
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
function moneyCall(money: SharedBetMoney, bet: SharedBetMoneyRow, roundClosed: boolean) {
  return { token: bet.token ?? '', roundId: bet.id, gameId: money.gameId, roundClosed };
}

/** Moves a bet from one status to another (with the balance after and the failure), if it is still in `from`. */
async function moveBet(
  db: StudioDb,
  table: SharedBetTable,
  id: string,
  from: SharedBetStatus,
  to: { status: SharedBetStatus; balanceAfter?: number | null; failure?: string | null },
): Promise<boolean> {
  const balance = to.balanceAfter === undefined ? sql`balance_after` : sql`${to.balanceAfter}::bigint`;
  const failure = to.failure === undefined ? sql`failure` : sql`${to.failure}::text`;
  const closes = to.status === 'closed' || to.status === 'refused' || to.status === 'rolled-back';
  const result = await db.execute(sql`
    update ${sql.identifier(table)}
       set status = ${to.status}, balance_after = ${balance}, failure = ${failure},
           closed_at = ${closes ? sql`now()` : sql`closed_at`}
     where id = ${id} and status = ${from}
    returning id`);
  return rowsOf(result).length > 0;
}

/**
 * Takes the stake of a bet just stored (`betting`) and lets its round decide whether it joins: `round.confirm()`
 * answers whether the round still takes it once the stake is confirmed. A refused stake marks the bet refused; a
 * stake without an answer, or confirmed too late, is given back (now, or by the recovery pass). Answers the
 * balance after the stake, or why the bet is not in the round.
 */
export async function placeStake(
  money: SharedBetMoney,
  bet: SharedBetMoneyRow,
  round: { confirm(): boolean; refuse(): void },
  track: (work: Promise<unknown>) => void,
): Promise<{ ok: true; balance: number } | { ok: false; code: string }> {
  const stake = await takeStake(money, bet);
  if (!stake.ok) {
    round.refuse();
    if (stake.code === null) {
      track(rollBackStake(money, bet, 'betting'));
      return { ok: false, code: 'WALLET_UNAVAILABLE' };
    }
    await moveBet(money.db, money.bets, bet.id, 'betting', { status: 'refused', failure: stake.code });
    return { ok: false, code: stake.code };
  }
  // A demo stake opened the bet in its own statement; a real one opens it here.
  const stored = bet.mode === 'demo' ? 'open' : 'betting';
  if (!round.confirm()) {
    await moveBet(money.db, money.bets, bet.id, stored, { status: 'void' });
    track(rollBackStake(money, bet, 'void'));
    return { ok: false, code: 'BETTING_CLOSED' };
  }
  if (stored === 'betting') await moveBet(money.db, money.bets, bet.id, 'betting', { status: 'open' });
  return { ok: true, balance: stake.balance };
}

/**
 * Pays a bet in `paying` (its payout, 0 for a lost bet) and closes it. Answers the balance after, or null when
 * the platform did not confirm (the bet stays `paying` and the recovery pass sends the same call again).
 */
export async function payBet(money: SharedBetMoney, bet: SharedBetMoneyRow): Promise<number | null> {
  const payout = bet.payout ?? 0;
  if (bet.mode === 'demo') {
    const result = await money.db.execute(sql`
      with closed as (
        update ${sql.identifier(money.bets)} set status = 'closed', closed_at = now()
         where id = ${bet.id} and status = 'paying'
        returning session_id
      ), credited as (
        update studio_sessions set demo_balance = demo_balance + ${payout}::bigint
         where id = (select session_id from closed)
        returning demo_balance
      ), recorded as (
        update ${sql.identifier(money.bets)} set balance_after = (select demo_balance from credited)
         where id = ${bet.id} and exists (select 1 from credited)
      )
      select (select demo_balance from credited)::text as balance`);
    const balance = rowsOf<{ balance: string | null }>(result)[0]?.balance ?? null;
    return balance === null ? null : Number(balance);
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
    await money.db.execute(
      sql`update ${sql.identifier(money.bets)} set failure = ${answer.code} where id = ${bet.id}`,
    );
    return null;
  }
  await moveBet(money.db, money.bets, bet.id, 'paying', {
    status: 'closed',
    balanceAfter: answer.balance,
    failure: null,
  });
  return answer.balance;
}

/**
 * Gives back the stake of a bet that did not make it into its round, or whose round could not be finished
 * (`from`: its status now). True once the platform has answered.
 */
export async function rollBackStake(
  money: SharedBetMoney,
  bet: SharedBetMoneyRow,
  from: SharedBetStatus,
): Promise<boolean> {
  if (bet.mode === 'demo') {
    // A demo bet still `betting` never had its stake taken (takeStake).
    const refund = from === 'betting' ? 0 : bet.stake;
    await money.db.execute(sql`
      with moved as (
        update ${sql.identifier(money.bets)} set status = 'rolled-back', closed_at = now()
         where id = ${bet.id} and status = ${from}
        returning session_id
      )
      update studio_sessions set demo_balance = demo_balance + ${refund}::bigint
       where id = (select session_id from moved)`);
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
  await moveBet(money.db, money.bets, bet.id, from, {
    status: 'rolled-back',
    failure: answer.status === 'OK' ? null : answer.code,
    ...(answer.status === 'OK' ? { balanceAfter: answer.balance } : {}),
  });
  return true;
}

/** What settling left bets did: paid, given back, or still waiting for the platform. */
export interface SettledBets {
  readonly paid: number;
  readonly rolledBack: number;
  /** Calls the platform did not confirm; the next pass tries again. */
  readonly stillOpen: number;
}

/** Pays the bets in `paying` and gives back the stakes of the others (betting, open or void). */
export async function settleLeftBets(
  money: SharedBetMoney,
  bets: readonly (SharedBetMoneyRow & { readonly status: SharedBetStatus })[],
): Promise<SettledBets> {
  let paid = 0;
  let rolledBack = 0;
  let stillOpen = 0;
  for (const bet of bets) {
    if (bet.status === 'paying') {
      if ((await payBet(money, bet)) !== null) paid += 1;
      else stillOpen += 1;
    } else if (await rollBackStake(money, bet, bet.status)) rolledBack += 1;
    else stillOpen += 1;
  }
  return { paid, rolledBack, stillOpen };
}
