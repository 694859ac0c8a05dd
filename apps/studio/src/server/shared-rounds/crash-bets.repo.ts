/** A player's settled crash bets, as their own history at the table shows them. */
import { and, desc, eq } from 'drizzle-orm';
import type { StudioDb } from '../db/database.ts';
import type { CrashPastBet } from '../../shared/crash-api.ts';
import { studioCrashBets, studioCrashRounds } from './shared-rounds.tables.ts';

const HISTORY_LENGTH = 20;

/**
 * The player's latest bets at the table in rounds that have crashed, newest first. Only crashed rounds: a bet
 * cashed out by hand is closed while its round still flies, and that round's crash point is not public yet.
 */
export async function settledBetsOf(
  db: StudioDb,
  tableId: string,
  playerKey: string,
): Promise<CrashPastBet[]> {
  const rows = await db
    .select({
      bet: studioCrashBets,
      roundNumber: studioCrashRounds.chainIndex,
      crashPoint: studioCrashRounds.crashPoint,
    })
    .from(studioCrashBets)
    .innerJoin(studioCrashRounds, eq(studioCrashRounds.id, studioCrashBets.roundId))
    .where(
      and(
        eq(studioCrashBets.playerKey, playerKey),
        eq(studioCrashBets.status, 'closed'),
        eq(studioCrashRounds.tableId, tableId),
        eq(studioCrashRounds.status, 'crashed'),
      ),
    )
    .orderBy(desc(studioCrashBets.createdAt))
    .limit(HISTORY_LENGTH);
  return rows.map(({ bet, roundNumber, crashPoint }) => ({
    id: bet.id,
    displayName: bet.displayName,
    slot: bet.slot === 1 ? 1 : 0,
    stake: bet.stake,
    currency: bet.currency,
    cashedOutAt: bet.cashedOutAt,
    payout: bet.payout,
    autoCashOut: bet.autoCashOut,
    state: bet.cashedOutAt === null ? 'lost' : 'cashed-out',
    roundNumber,
    crashPoint,
  }));
}
