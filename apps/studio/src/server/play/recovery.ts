/**
 * Finishes rounds left open by a crash or a lost platform: a stake never confirmed is rolled back, a win
 * never confirmed is sent again (same transaction id), and a feature whose game has been withdrawn is settled
 * in the player's favour. Features of games still offered wait for the player, who resumes them. Then the
 * free-rounds awards: expired or fully played ones are closed and their win reported, unconfirmed reports sent
 * again. Then hands and boards left unfinished (table-recovery.ts), last the crash tables' money still owed.
 */
import { inArray, eq } from 'drizzle-orm';
import { recoverFreeRounds } from '../free-rounds/free-rounds-recovery.ts';
import { addToAwardWin } from '../free-rounds/player-awards.ts';
import type { PlayContext } from './play-context.ts';
import { studioRounds, studioSessions } from './play.tables.ts';
import { featureState, roundWin } from './round-engine.ts';
import { recoverTableRounds } from './table-recovery.ts';
import { retryCrashMoney } from '../shared-rounds/crash-recovery.ts';
import { retryLiveMoney } from '../shared-rounds/live-recovery.ts';
import { payRound, rollBackRound } from './settlement.ts';

export interface RecoveryReport {
  readonly rolledBack: number;
  readonly paid: number;
  readonly settledWithdrawn: number;
  /** Free-rounds awards whose win was reported now (or that had none to report). */
  readonly freeRoundsFinished: number;
  /** Hands and boards left unfinished and settled by the rule, or their further stake in flight cancelled. */
  readonly tableRoundsSettled: number;
  /** Crash and live-table bets whose win was paid or whose stake was given back now (shared-rounds/). */
  readonly sharedBetsSettled: number;
  /** Rounds and free-rounds wins the platform still did not confirm; the next pass tries again. */
  readonly stillOpen: number;
}

export async function recoverOpenRounds(context: PlayContext): Promise<RecoveryReport> {
  const rounds = await context.db
    .select()
    .from(studioRounds)
    .where(inArray(studioRounds.status, ['betting', 'paying', 'feature']));
  let rolledBack = 0;
  let paid = 0;
  let settledWithdrawn = 0;
  let stillOpen = 0;
  for (const round of rounds) {
    if (round.status === 'betting') {
      if (await rollBackRound(context, round)) rolledBack += 1;
      else stillOpen += 1;
    } else if (round.status === 'paying') {
      if ((await payRound(context, round.id)) !== null) paid += 1;
      else stillOpen += 1;
    } else if (!context.catalogue.byId.has(round.gameId)) {
      await settleWithdrawnFeature(context, round);
      settledWithdrawn += 1;
      const paidHere = round.mode === 'real' && round.freeRoundsId === null;
      if (paidHere && (await payRound(context, round.id)) === null) stillOpen += 1;
    }
  }
  const freeRounds = await recoverFreeRounds(context);
  const tables = await recoverTableRounds(context);
  const crash = await retryCrashMoney(context.db, context.wallet);
  const live = await retryLiveMoney(context.db, context.wallet);
  return {
    rolledBack,
    paid,
    settledWithdrawn,
    freeRoundsFinished: freeRounds.finished,
    tableRoundsSettled: tables.finished + tables.stakesCancelled,
    sharedBetsSettled: crash.paid + crash.rolledBack + live.paid + live.rolledBack,
    stillOpen: stillOpen + freeRounds.unconfirmed + tables.stillOpen + crash.stillOpen + live.stillOpen,
  };
}

/**
 * A feature that cannot continue pays what it has won so far or its expected value, whichever is more; the
 * expected value was stored when the feature started (featureValue, see round-engine).
 */
async function settleWithdrawnFeature(
  context: PlayContext,
  round: typeof studioRounds.$inferSelect,
): Promise<void> {
  const state = featureState(round.outcome, round.steps);
  const wonSoFar = state?.totalWin ?? 0;
  const { outcome } = round;
  const expected = outcome.kind === 'spin' || outcome.kind === 'bonus-buy' ? outcome.featureValue : 0;
  const totalWin = roundWin(round.outcome, round.steps) - wonSoFar + Math.max(wonSoFar, expected);
  if (round.mode === 'demo') {
    await context.db.transaction(async (tx) => {
      const [session] = await tx
        .select({ balance: studioSessions.demoBalance })
        .from(studioSessions)
        .where(eq(studioSessions.id, round.sessionId))
        .for('update');
      const balanceAfter = (session?.balance ?? 0) + totalWin;
      await tx
        .update(studioSessions)
        .set({ demoBalance: balanceAfter })
        .where(eq(studioSessions.id, round.sessionId));
      await tx
        .update(studioRounds)
        .set({ status: 'closed', totalWin, balanceAfter, closedAt: new Date(), failure: 'GAME_WITHDRAWN' })
        .where(eq(studioRounds.id, round.id));
    });
    return;
  }
  if (round.freeRoundsId !== null) {
    // The win goes to the award, reported by the free-rounds part of this pass.
    const freeRoundsId = round.freeRoundsId;
    await context.db.transaction(async (tx) => {
      await addToAwardWin(tx, freeRoundsId, {
        winAdded: totalWin - round.totalWin,
        token: null,
        gameId: round.gameId,
      });
      await tx
        .update(studioRounds)
        .set({
          status: 'closed',
          totalWin,
          balanceAfter: round.balanceBefore,
          closedAt: new Date(),
          failure: 'GAME_WITHDRAWN',
        })
        .where(eq(studioRounds.id, round.id));
    });
    return;
  }
  await context.db
    .update(studioRounds)
    .set({ status: 'paying', totalWin, failure: 'GAME_WITHDRAWN' })
    .where(eq(studioRounds.id, round.id));
}
