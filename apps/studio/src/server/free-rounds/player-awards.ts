/** Awards as a player's game sees them: the one a session plays next, and how an award stands after a play. */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { StudioDb } from '../db/database.ts';
import type { StudioTx } from '../play/seeds.ts';
import { studioFreeRounds, type FreeRoundsRow } from './free-rounds.tables.ts';
import type { FreeRoundsView } from '../../shared/play-api.ts';

/** What of a session decides its free rounds. */
export interface AwardSession {
  readonly mode: 'real' | 'demo';
  readonly playerKey: string;
  readonly currency: string;
  readonly gameId: string;
}

/** Rounds that can still be played: none once the award is no longer active or has expired. */
export function roundsLeft(award: FreeRoundsRow, now: Date = new Date()): number {
  if (award.status !== 'active' || award.expiresAt <= now) return 0;
  return Math.max(0, award.count - award.played);
}

export function freeRoundsView(award: FreeRoundsRow, now: Date = new Date()): FreeRoundsView {
  return {
    id: award.id,
    bet: award.bet,
    count: award.count,
    played: award.played,
    left: roundsLeft(award, now),
    totalWin: award.totalWin,
  };
}

/**
 * The award a session plays next: the oldest active, unexpired award of its player in its currency that lists its
 * game and has rounds left. Demo sessions have none.
 */
export async function availableAward(db: StudioDb, session: AwardSession): Promise<FreeRoundsRow | null> {
  if (session.mode !== 'real') return null;
  const [award] = await db
    .select()
    .from(studioFreeRounds)
    .where(
      and(
        eq(studioFreeRounds.playerKey, session.playerKey),
        eq(studioFreeRounds.status, 'active'),
        eq(studioFreeRounds.currency, session.currency),
        gt(studioFreeRounds.expiresAt, sql`now()`),
        lt(studioFreeRounds.played, studioFreeRounds.count),
        sql`${studioFreeRounds.gameIds} @> ${JSON.stringify([session.gameId])}::jsonb`,
      ),
    )
    .orderBy(asc(studioFreeRounds.createdAt), asc(studioFreeRounds.id))
    .limit(1);
  return award ?? null;
}

export async function sessionFreeRounds(db: StudioDb, session: AwardSession): Promise<FreeRoundsView | null> {
  const award = await availableAward(db, session);
  return award ? freeRoundsView(award) : null;
}

/**
 * `PlayAnswer.freeRounds`: the award the round was played from as it now stands (so that the game can show what
 * it won after its last round), unless it was cancelled; else the free rounds the session plays next.
 */
export async function freeRoundsAfterPlay(
  db: StudioDb,
  session: AwardSession,
  freeRoundsId: string | null,
): Promise<FreeRoundsView | null> {
  if (session.mode !== 'real') return null;
  if (freeRoundsId !== null) {
    const [award] = await db.select().from(studioFreeRounds).where(eq(studioFreeRounds.id, freeRoundsId));
    if (award && award.status !== 'cancelled') return freeRoundsView(award);
  }
  return sessionFreeRounds(db, session);
}

/**
 * A round of the award won more (a free spin of the feature it started), inside that change's transaction: the
 * award's win grows with it, and the award keeps the latest session's token and game to report with.
 */
export async function addToAwardWin(
  tx: StudioTx,
  freeRoundsId: string,
  spin: { readonly winAdded: number; readonly token: string | null; readonly gameId: string },
): Promise<void> {
  await tx
    .update(studioFreeRounds)
    .set({
      totalWin: sql`${studioFreeRounds.totalWin} + ${spin.winAdded}`,
      lastGameId: spin.gameId,
      ...(spin.token !== null ? { token: spin.token } : {}),
    })
    .where(and(eq(studioFreeRounds.id, freeRoundsId), eq(studioFreeRounds.status, 'active')));
}
