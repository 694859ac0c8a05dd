/**
 * What is left of a crash table's rounds when its process stopped (docs/studio.md, "Shared rounds"). A round that
 * was still taking bets or flying is interrupted: its seed is revealed like any other's, bets already cashed out
 * are paid, and every bet still riding gets its stake back, since its player could not cash out while the table
 * was down. Then the money still owed is moved: wins being paid are paid, stakes to give back are given back.
 */
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { chainSeed } from './crash-chain.ts';
import { settleLeftBets, type SettledBets, type SharedBetMoney } from './shared-bet-money.ts';
import { studioCrashBets, studioCrashRounds } from './shared-rounds.tables.ts';

export interface CrashRecoveryReport extends SettledBets {
  readonly interrupted: number;
}

/** A stake sent this long ago and still unconfirmed is no longer on its way: it is given back. */
const STALE_STAKE_MS = 60_000;

/** Before a table starts: interrupts the rounds its last process left open and settles their bets. */
export async function recoverCrashTable(
  money: SharedBetMoney,
  tableId: string,
): Promise<CrashRecoveryReport> {
  const { db } = money;
  const open = await db
    .select()
    .from(studioCrashRounds)
    .where(
      and(eq(studioCrashRounds.tableId, tableId), inArray(studioCrashRounds.status, ['betting', 'flying'])),
    );
  for (const round of open) {
    const serverSeed = await chainSeed(db, round.chainId, round.chainIndex);
    await db
      .update(studioCrashRounds)
      .set({ status: 'interrupted', serverSeed })
      .where(eq(studioCrashRounds.id, round.id));
  }
  const bets = await db
    .select({ bet: studioCrashBets })
    .from(studioCrashBets)
    .innerJoin(studioCrashRounds, eq(studioCrashRounds.id, studioCrashBets.roundId))
    .where(
      and(
        eq(studioCrashRounds.tableId, tableId),
        inArray(studioCrashBets.status, ['betting', 'open', 'void', 'paying']),
      ),
    );
  const report = await settleLeftBets(
    money,
    bets.map((row) => row.bet),
  );
  return { ...report, interrupted: open.length };
}

/**
 * While tables run: pays the wins the platform has not confirmed yet and gives back stakes that are void or were
 * left unconfirmed. Bets riding in a live round are left to their table.
 */
export async function retryCrashMoney(
  db: SharedBetMoney['db'],
  wallet: SharedBetMoney['wallet'],
): Promise<CrashRecoveryReport> {
  const staleBefore = new Date(Date.now() - STALE_STAKE_MS);
  const rows = await db
    .select({ bet: studioCrashBets, tableId: studioCrashRounds.tableId })
    .from(studioCrashBets)
    .innerJoin(studioCrashRounds, eq(studioCrashRounds.id, studioCrashBets.roundId))
    .where(
      or(
        inArray(studioCrashBets.status, ['paying', 'void']),
        and(eq(studioCrashBets.status, 'betting'), lt(studioCrashBets.createdAt, staleBefore)),
      ),
    );
  let report: CrashRecoveryReport = { interrupted: 0, paid: 0, rolledBack: 0, stillOpen: 0 };
  // A table carries its game's id (CrashTableConfig).
  for (const { bet, tableId } of rows) {
    const settled = await settleLeftBets({ db, wallet, gameId: tableId, bets: 'studio_crash_bets' }, [bet]);
    report = {
      interrupted: 0,
      paid: report.paid + settled.paid,
      rolledBack: report.rolledBack + settled.rolledBack,
      stillOpen: report.stillOpen + settled.stillOpen,
    };
  }
  return report;
}
