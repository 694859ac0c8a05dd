/**
 * What is left of a live-format table's rounds when its process stopped (docs/studio.md, "Live-format tables"). A
 * round without a stored result is interrupted: no result is drawn for it, its seed is revealed, and every
 * placement in it gets its stake back. Then the money still owed is moved: wins being paid are paid, stakes to
 * give back are given back.
 */
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { settleLeftBets, type SettledBets, type SharedBetMoney } from './shared-bet-money.ts';
import { studioLiveBets, studioLiveRounds } from './shared-rounds.tables.ts';

/** A stake sent this long ago and still unconfirmed is no longer on its way: it is given back. */
const STALE_STAKE_MS = 60_000;

/** Before a table starts: interrupts the rounds its last process left open and settles their placements. */
export async function recoverLiveTable(
  money: SharedBetMoney,
  tableId: string,
): Promise<SettledBets & { interrupted: number }> {
  const { db } = money;
  const interrupted = await db
    .update(studioLiveRounds)
    .set({ status: 'interrupted' })
    .where(
      and(eq(studioLiveRounds.tableId, tableId), inArray(studioLiveRounds.status, ['betting', 'closed'])),
    )
    .returning({ id: studioLiveRounds.id });
  const bets = await db
    .select({ bet: studioLiveBets })
    .from(studioLiveBets)
    .innerJoin(studioLiveRounds, eq(studioLiveRounds.id, studioLiveBets.roundId))
    .where(
      and(
        eq(studioLiveRounds.tableId, tableId),
        inArray(studioLiveBets.status, ['betting', 'open', 'void', 'paying']),
      ),
    );
  const report = await settleLeftBets(
    money,
    bets.map((row) => row.bet),
  );
  return { ...report, interrupted: interrupted.length };
}

/**
 * While tables run: pays the wins the platform has not confirmed yet and gives back stakes that are void or were
 * left unconfirmed. Placements in a round still running are left to their table.
 */
export async function retryLiveMoney(
  db: SharedBetMoney['db'],
  wallet: SharedBetMoney['wallet'],
): Promise<SettledBets> {
  const staleBefore = new Date(Date.now() - STALE_STAKE_MS);
  const rows = await db
    .select({ bet: studioLiveBets, tableId: studioLiveRounds.tableId })
    .from(studioLiveBets)
    .innerJoin(studioLiveRounds, eq(studioLiveRounds.id, studioLiveBets.roundId))
    .where(
      or(
        inArray(studioLiveBets.status, ['paying', 'void']),
        and(eq(studioLiveBets.status, 'betting'), lt(studioLiveBets.createdAt, staleBefore)),
      ),
    );
  let report: SettledBets = { paid: 0, rolledBack: 0, stillOpen: 0 };
  // A table carries its game's id (LiveTableConfig).
  for (const { bet, tableId } of rows) {
    const settled = await settleLeftBets({ db, wallet, gameId: tableId, bets: 'studio_live_bets' }, [bet]);
    report = {
      paid: report.paid + settled.paid,
      rolledBack: report.rolledBack + settled.rolledBack,
      stillOpen: report.stillOpen + settled.stillOpen,
    };
  }
  return report;
}
