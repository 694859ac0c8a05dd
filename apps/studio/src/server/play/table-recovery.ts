/**
 * The recovery pass's part for hands and boards being played (docs/studio.md, "Unfinished rounds"): a further
 * stake never confirmed is cancelled, and a round the player has left for UNFINISHED_ROUND_TIMEOUT_MS (or whose
 * game was withdrawn) is finished by the rule of finishByTimeout and paid, so no stake is ever left hanging.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { PlayContext } from './play-context.ts';
import { studioRounds, studioSessions } from './play.tables.ts';
import { payRound, rollBackExtraBet, rollBackRound } from './settlement.ts';
import { applyMove } from './table-actions.ts';
import { finishByTimeout, type SteppedOutcome } from './table-engine.ts';

type RoundRow = typeof studioRounds.$inferSelect;

/** How long a hand or board waits for its player before the rule finishes it. */
export const UNFINISHED_ROUND_TIMEOUT_MS = 60 * 60 * 1000;
/** How long a further stake may stay unconfirmed before it is cancelled. */
export const PENDING_STAKE_STALE_MS = 60 * 1000;

export interface TableRecoveryReport {
  /** Further stakes cancelled. */
  readonly stakesCancelled: number;
  /** Rounds finished by the rule (or their stake returned). */
  readonly finished: number;
  /** Calls the platform did not confirm; the next pass tries again. */
  readonly stillOpen: number;
}

export async function recoverTableRounds(context: PlayContext): Promise<TableRecoveryReport> {
  const now = Date.now();
  const rounds = await context.db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.status, 'playing'),
        lt(studioRounds.lastActionAt, new Date(now - PENDING_STAKE_STALE_MS)),
      ),
    );
  let stakesCancelled = 0;
  let finished = 0;
  let stillOpen = 0;
  for (const round of rounds) {
    if (round.pendingStake !== null) {
      if (await cancelPendingStake(context, round)) stakesCancelled += 1;
      else stillOpen += 1;
      continue;
    }
    const withdrawn = !context.catalogue.byId.has(round.gameId);
    if (!withdrawn && round.lastActionAt.getTime() > now - UNFINISHED_ROUND_TIMEOUT_MS) continue;
    const result = await finishLeftRound(context, round);
    if (result === 'finished') finished += 1;
    if (result === 'unconfirmed') stillOpen += 1;
  }
  return { stakesCancelled, finished, stillOpen };
}

async function cancelPendingStake(context: PlayContext, round: RoundRow): Promise<boolean> {
  if (!(await rollBackExtraBet(context, round, round.extraBets + 1))) return false;
  // The player gets the full wait again from here: the move they tried was not made.
  await context.db
    .update(studioRounds)
    .set({ pendingStake: null, lastActionAt: new Date() })
    .where(and(eq(studioRounds.id, round.id), eq(studioRounds.pendingStake, round.pendingStake ?? 0)));
  return true;
}

async function finishLeftRound(
  context: PlayContext,
  round: RoundRow,
): Promise<'finished' | 'unconfirmed' | 'skipped'> {
  const next = finishByTimeout(round.outcome as SteppedOutcome);
  if (next === null) return returnStake(context, round);
  const updated = await context.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.id, round.id),
          eq(studioRounds.status, 'playing'),
          eq(studioRounds.lastActionAt, round.lastActionAt),
        ),
      )
      .for('update');
    // The player moved meanwhile: the round is theirs again.
    if (!locked || locked.pendingStake !== null) return null;
    return applyMove(tx, locked, next, 0);
  });
  if (!updated) return 'skipped';
  if (updated.status !== 'paying') return 'finished';
  return (await payRound(context, updated.id)) === null ? 'unconfirmed' : 'finished';
}

/** A board with nothing revealed is not played at all: its stake goes back. */
async function returnStake(context: PlayContext, round: RoundRow): Promise<'finished' | 'unconfirmed'> {
  if (round.mode === 'real') return (await rollBackRound(context, round)) ? 'finished' : 'unconfirmed';
  await context.db.transaction(async (tx) => {
    const [session] = await tx
      .select({ balance: studioSessions.demoBalance })
      .from(studioSessions)
      .where(eq(studioSessions.id, round.sessionId))
      .for('update');
    const balanceAfter = (session?.balance ?? 0) + round.stake;
    await tx
      .update(studioSessions)
      .set({ demoBalance: balanceAfter })
      .where(eq(studioSessions.id, round.sessionId));
    await tx
      .update(studioRounds)
      .set({ status: 'rolled-back', balanceAfter, closedAt: new Date() })
      .where(eq(studioRounds.id, round.id));
  });
  return 'finished';
}
