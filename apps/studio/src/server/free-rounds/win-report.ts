/**
 * Reporting an award's win. An award is done when all its rounds have been played or it has expired, and none of
 * its rounds still has free spins to play. It then becomes `paying` with the sum of its rounds' wins, and one
 * seamless `win` with `freeRoundsId` reports that total (0 too); the platform credits it as bonus money. Until the
 * platform accepts it the award stays `paying` and the recovery pass sends the same call again: its transaction id
 * is the award's, so a repeat is never paid twice. A cancelled award is never reported.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { StudioDb } from '../db/database.ts';
import type { PlayContext } from '../play/play-context.ts';
import { studioRounds } from '../play/play.tables.ts';
import { WalletUnavailableError } from '../wallet-client/wallet-client.ts';
import { studioFreeRounds, type FreeRoundsRow } from './free-rounds.tables.ts';

export const freeRoundsRoundId = (awardId: string): string => `free-rounds:${awardId}`;
export const freeRoundsWinTransactionId = (awardId: string): string => `free-rounds:${awardId}:win`;

/** Closes the award when it is done and reports its win; answers the award as it then stands. */
export async function settleAward(context: PlayContext, awardId: string): Promise<FreeRoundsRow | null> {
  const award = await closeWhenDone(context.db, awardId);
  return award?.status === 'paying' ? reportWin(context, award) : award;
}

/**
 * Under the award's row lock, so that a round being taken or a feature ending at the same moment is seen: a done
 * award becomes `paying`, or `finished` at once when it has nothing to report.
 */
function closeWhenDone(db: StudioDb, awardId: string): Promise<FreeRoundsRow | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        ...getTableColumns(studioFreeRounds),
        expired: sql<boolean>`${studioFreeRounds.expiresAt} <= now()`,
      })
      .from(studioFreeRounds)
      .where(eq(studioFreeRounds.id, awardId))
      .for('update');
    if (!locked) return null;
    const { expired, ...award } = locked;
    if (award.status !== 'active' || (award.played < award.count && !expired)) return award;
    const [feature] = await tx
      .select({ id: studioRounds.id })
      .from(studioRounds)
      .where(and(eq(studioRounds.freeRoundsId, awardId), eq(studioRounds.status, 'feature')))
      .limit(1);
    if (feature) return award;
    // The token is stored with the first round played: an award without one played nothing and reports nothing.
    if (award.token === null) {
      const [finished] = await tx
        .update(studioFreeRounds)
        .set({ status: 'finished', totalWin: 0, finishedAt: new Date() })
        .where(eq(studioFreeRounds.id, awardId))
        .returning();
      return finished ?? null;
    }
    const [sum] = await tx
      .select({ total: sql`coalesce(sum(${studioRounds.totalWin}), 0)`.mapWith(Number) })
      .from(studioRounds)
      .where(eq(studioRounds.freeRoundsId, awardId));
    const [paying] = await tx
      .update(studioFreeRounds)
      .set({ status: 'paying', totalWin: sum?.total ?? 0 })
      .where(eq(studioFreeRounds.id, awardId))
      .returning();
    return paying ?? null;
  });
}

async function reportWin(context: PlayContext, award: FreeRoundsRow): Promise<FreeRoundsRow> {
  const gameId = award.lastGameId ?? award.gameIds[0];
  if (award.token === null || gameId === undefined) {
    throw new Error(`award ${award.id} has no round to report`);
  }
  let failure: string;
  try {
    const answer = await context.wallet.win({
      token: award.token,
      transactionId: freeRoundsWinTransactionId(award.id),
      roundId: freeRoundsRoundId(award.id),
      gameId,
      roundClosed: true,
      amount: award.totalWin,
      currency: award.currency,
      freeRoundsId: award.id,
    });
    if (answer.status === 'OK') return await markReported(context.db, award);
    failure = answer.code;
    context.log.error(
      { freeRoundsId: award.id, code: answer.code },
      'studio: the platform refused a free-rounds win; it will be retried',
    );
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    failure = 'WALLET_UNAVAILABLE';
    context.log.warn(
      { freeRoundsId: award.id, error: error.message },
      'studio: free-rounds win not confirmed yet',
    );
  }
  const [updated] = await context.db
    .update(studioFreeRounds)
    .set({ failure })
    .where(eq(studioFreeRounds.id, award.id))
    .returning();
  return updated ?? award;
}

async function markReported(db: StudioDb, award: FreeRoundsRow): Promise<FreeRoundsRow> {
  const [finished] = await db
    .update(studioFreeRounds)
    .set({ status: 'finished', failure: null, finishedAt: new Date() })
    .where(and(eq(studioFreeRounds.id, award.id), eq(studioFreeRounds.status, 'paying')))
    .returning();
  return finished ?? award;
}
