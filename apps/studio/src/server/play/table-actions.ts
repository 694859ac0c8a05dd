/**
 * A move on a blackjack hand, a video poker hand or a mines board being played. The round is locked while the
 * move is worked out, so two moves never race. A move that stakes more (a blackjack double, split or insurance)
 * is sent to the platform as a bet of its own (`<round>:bet:<n>`) before it is applied: while it is in flight
 * the round holds it as `pendingStake`, and a refused stake leaves the round as it was. When the round ends the
 * win is paid with roundClosed, like every other round.
 */
import { validateBlackjackAction, validateMinesAction, validateVideoPokerAction } from '@casino/game-math';
import { and, asc, eq } from 'drizzle-orm';
import type { PlayAnswer } from '../../shared/play-api.ts';
import { WalletUnavailableError } from '../wallet-client/wallet-client.ts';
import { betRefusal } from './bet-refusal.ts';
import type { PlayContext } from './play-context.ts';
import { PlayError } from './play-error.ts';
import { studioRounds, studioSessions } from './play.tables.ts';
import { roundView } from './round-view.ts';
import { finishRealRound, withFreeRounds } from './rounds.ts';
import { sendExtraBet } from './settlement.ts';
import { sessionById } from './sessions.ts';
import type { StudioTx } from './seeds.ts';
import {
  applyTableAction,
  isTableRoundOpen,
  tableStaked,
  tableWin,
  type SteppedOutcome,
  type TableAction,
} from './table-engine.ts';
import { tableSession } from './table-rounds.ts';

type RoundRow = typeof studioRounds.$inferSelect;

export async function playTableAction(
  context: PlayContext,
  sessionId: string,
  move: TableAction,
): Promise<PlayAnswer> {
  const { session } = await tableSession(context, sessionId, move.kind);
  const step = await context.db.transaction(async (tx) => {
    const round = await lockRoundInPlay(tx, session.playerKey, session.gameId);
    const next = checkedMove(round, move);
    const cost = tableStaked(next) - tableStaked(round.outcome as SteppedOutcome);
    if (cost > 0 && round.mode === 'real') {
      await tx
        .update(studioRounds)
        .set({ pendingStake: cost, lastActionAt: new Date() })
        .where(eq(studioRounds.id, round.id));
      return { stakeFirst: true as const, round, cost };
    }
    return { stakeFirst: false as const, round: await applyMove(tx, round, next, cost) };
  });
  let round = step.round;
  let balance: number | null = null;
  if (step.stakeFirst) {
    const staked = await stakeThenApply(context, step.round, move, step.cost);
    round = staked.round;
    balance = staked.balance;
  }
  if (round.status === 'paying') {
    return withFreeRounds(context, session, await finishRealRound(context, round.id));
  }
  if (round.mode === 'demo') balance = (await sessionById(context, round.sessionId)).demoBalance;
  else balance ??= (round.balanceBefore ?? 0) - round.stake;
  return withFreeRounds(context, session, { round: roundView(round, null), balance });
}

async function lockRoundInPlay(db: StudioTx, playerKey: string, gameId: string): Promise<RoundRow> {
  const [round] = await db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.playerKey, playerKey),
        eq(studioRounds.gameId, gameId),
        eq(studioRounds.status, 'playing'),
      ),
    )
    .orderBy(asc(studioRounds.createdAt))
    .limit(1)
    .for('update');
  if (!round) throw new PlayError('NO_ROUND_IN_PLAY', 'no hand or board is being played');
  if (round.pendingStake !== null) {
    throw new PlayError('STAKE_PENDING', 'the last stake of this round is still being confirmed');
  }
  return round;
}

/** The round after the move, or a refusal saying why the move cannot be made now. */
function checkedMove(round: RoundRow, move: TableAction): SteppedOutcome {
  const outcome = round.outcome;
  if (outcome.kind !== move.kind || !isTableRoundOpen(outcome)) {
    throw new PlayError('INVALID_ACTION', 'the move does not fit the round');
  }
  const problem =
    outcome.kind === 'blackjack' && move.kind === 'blackjack'
      ? validateBlackjackAction(outcome.state, move.action)
      : outcome.kind === 'video-poker' && move.kind === 'video-poker'
        ? validateVideoPokerAction(outcome.state, { type: 'draw', held: move.held })
        : outcome.kind === 'mines' && move.kind === 'mines'
          ? validateMinesAction(outcome.state, move.action)
          : 'unknown-action';
  if (problem) throw new PlayError('INVALID_ACTION', problem);
  return applyTableAction(outcome, move);
}

/**
 * Stores the round after a move whose stake (if any) is taken: a demo round takes it from the demo balance
 * here. A round the move ends is closed (demo, its win credited) or left `paying` (real).
 */
export async function applyMove(
  db: StudioTx,
  round: RoundRow,
  next: SteppedOutcome,
  cost: number,
  extraBets = round.extraBets,
): Promise<RoundRow> {
  const over = !isTableRoundOpen(next);
  const totalWin = tableWin(next);
  let balanceAfter: number | null = null;
  if (round.mode === 'demo' && (cost > 0 || over)) {
    const [session] = await db
      .select({ balance: studioSessions.demoBalance })
      .from(studioSessions)
      .where(eq(studioSessions.id, round.sessionId))
      .for('update');
    const balance = session?.balance ?? 0;
    if (balance < cost) throw new PlayError('INSUFFICIENT_FUNDS', 'not enough demo balance', balance);
    balanceAfter = balance - cost + (over ? totalWin : 0);
    await db
      .update(studioSessions)
      .set({ demoBalance: balanceAfter })
      .where(eq(studioSessions.id, round.sessionId));
  }
  const closesHere = over && round.mode === 'demo';
  const [updated] = await db
    .update(studioRounds)
    .set({
      outcome: next,
      stake: round.stake + cost,
      extraBets,
      pendingStake: null,
      totalWin,
      lastActionAt: new Date(),
      status: !over ? 'playing' : closesHere ? 'closed' : 'paying',
      ...(closesHere ? { balanceAfter, closedAt: new Date() } : {}),
    })
    .where(eq(studioRounds.id, round.id))
    .returning();
  if (!updated) throw new Error('round vanished');
  return updated;
}

/** Sends a move's further stake; once the platform takes it, applies the move. */
async function stakeThenApply(
  context: PlayContext,
  round: RoundRow,
  move: TableAction,
  cost: number,
): Promise<{ round: RoundRow; balance: number }> {
  const number = round.extraBets + 1;
  let answer;
  try {
    answer = await sendExtraBet(context, round, number, cost);
  } catch (error) {
    if (error instanceof WalletUnavailableError) {
      // The recovery pass cancels the stake in flight; the move was not made.
      throw new PlayError('WALLET_UNAVAILABLE', 'the wallet did not answer; the stake will be returned');
    }
    throw error;
  }
  if (!answer.ok) {
    await context.db.update(studioRounds).set({ pendingStake: null }).where(eq(studioRounds.id, round.id));
    throw betRefusal(answer.code, answer.balance);
  }
  const updated = await context.db.transaction(async (db) => {
    const [locked] = await db.select().from(studioRounds).where(eq(studioRounds.id, round.id)).for('update');
    if (!locked || locked.pendingStake !== cost || locked.status !== 'playing') {
      throw new PlayError('STAKE_PENDING', 'the round changed while its stake was confirmed');
    }
    return applyMove(db, locked, checkedMove(locked, move), cost, number);
  });
  return { round: updated, balance: answer.balanceAfterBet };
}
