/**
 * Paid rounds and free spins. A round is computed and stored (with its seeds and nonce) before any money
 * moves; then, in real mode, the stake is sent to the platform and, when no feature continues, the win with
 * roundClosed. A feature's win is paid once, at its end, together with the spin that started it; a feature
 * started in a free round of an award pays nothing itself: its win belongs to the award (free-rounds/).
 */
import { randomBytes } from 'node:crypto';
import {
  bonusBuyPrice,
  createRandomStream,
  isValidSlotBet,
  validateDiceTarget,
  type DiceDirection,
  type RandomStream,
} from '@casino/game-math';
import { and, eq } from 'drizzle-orm';
import type { DiceGame, SlotGame } from '../catalogue/catalogue-game.ts';
import { addToAwardWin, freeRoundsAfterPlay } from '../free-rounds/player-awards.ts';
import { settleAward } from '../free-rounds/win-report.ts';
import { WalletUnavailableError } from '../wallet-client/wallet-client.ts';
import { refuseWhileFeatureOpen } from './open-feature.ts';
import type { PlayContext } from './play-context.ts';
import { PlayError } from './play-error.ts';
import { studioRounds, studioSessions } from './play.tables.ts';
import {
  isFeatureOver,
  waitingStatus,
  playBonusBuy,
  playDiceRound,
  playNextFreeSpin,
  playSpin,
  roundWin,
} from './round-engine.ts';
import type { StoredRoundOutcome } from '../../shared/play-api.ts';
import { roundView } from './round-view.ts';
import { betRefusal } from './bet-refusal.ts';
import { payRound, sendBet } from './settlement.ts';
import { betLevelsOf, gameOf, sessionById, type SessionRow } from './sessions.ts';
import { reserveNonce, serverSeedByHash } from './seeds.ts';
import type { PlayAnswer } from '../../shared/play-api.ts';

type RoundRow = typeof studioRounds.$inferSelect;
/** A play's answer before the free rounds it leaves are added. */
type Settled = Omit<PlayAnswer, 'freeRounds'>;

export async function playSlotSpin(
  context: PlayContext,
  sessionId: string,
  bet: number,
): Promise<PlayAnswer> {
  const { session, game } = await slotSession(context, sessionId, bet);
  const settled = await playPaidRound(context, session, 'spin', bet, bet, (stream) =>
    playSpin(game.definition, stream, bet, game.featureValueInBets),
  );
  return withFreeRounds(context, session, settled);
}

export async function playBonusBuyRound(
  context: PlayContext,
  sessionId: string,
  bet: number,
): Promise<PlayAnswer> {
  const { session, game } = await slotSession(context, sessionId, bet);
  if (!game.definition.bonusBuy) throw new PlayError('NO_BONUS_BUY', `${game.id} has no bonus buy`);
  const price = bonusBuyPrice(game.definition, bet);
  const settled = await playPaidRound(context, session, 'bonus-buy', bet, price, () =>
    playBonusBuy(game.definition, bet, price, game.bonusBuyValueInBets ?? 0),
  );
  return withFreeRounds(context, session, settled);
}

export async function playDiceBet(
  context: PlayContext,
  sessionId: string,
  request: { bet: number; target: number; direction: DiceDirection },
): Promise<PlayAnswer> {
  const session = await sessionById(context, sessionId);
  const game = gameOf(context, session.gameId);
  if (game.kind !== 'dice') throw new PlayError('WRONG_GAME_KIND', `${game.id} is not a dice game`);
  const levels = betLevelsOf(game, session.currency).levels;
  const { bet, target, direction } = request;
  if (!Number.isSafeInteger(bet) || bet < (levels[0] as number) || bet > (levels.at(-1) as number)) {
    throw new PlayError('INVALID_BET', `a bet is ${levels[0]} to ${levels.at(-1)}`);
  }
  const problem = validateDiceTarget(direction, target);
  if (problem) throw new PlayError('INVALID_TARGET', problem);
  const houseEdge = (game as DiceGame).houseEdge;
  const settled = await playPaidRound(context, session, 'dice', bet, bet, (stream) =>
    playDiceRound(stream, { direction, target, houseEdge }, bet),
  );
  return withFreeRounds(context, session, settled);
}

/** Adds what the play leaves of the player's free rounds (PlayAnswer.freeRounds). */
export async function withFreeRounds(
  context: PlayContext,
  session: SessionRow,
  settled: Settled,
  freeRoundsId: string | null = null,
): Promise<PlayAnswer> {
  return { ...settled, freeRounds: await freeRoundsAfterPlay(context.db, session, freeRoundsId) };
}

async function slotSession(
  context: PlayContext,
  sessionId: string,
  bet: number,
): Promise<{ session: SessionRow; game: SlotGame }> {
  const session = await sessionById(context, sessionId);
  const game = gameOf(context, session.gameId);
  if (game.kind !== 'slot') throw new PlayError('WRONG_GAME_KIND', `${game.id} is not a slot`);
  const levels = betLevelsOf(game, session.currency).levels;
  if (!levels.includes(bet) || !isValidSlotBet(game.definition, bet)) {
    throw new PlayError('INVALID_BET', `bets are ${levels.join(', ')}`);
  }
  await refuseWhileFeatureOpen(context, session.playerKey, game.id);
  return { session, game };
}

/**
 * Plays a round that stakes `stake`: the outcome is drawn and stored with its nonce, the demo balance moved or
 * the stake sent to the platform; the win is paid unless the round waits for free spins or for the player.
 */
export async function playPaidRound(
  context: PlayContext,
  session: SessionRow,
  kind: RoundRow['kind'],
  bet: number,
  stake: number,
  play: (stream: RandomStream) => StoredRoundOutcome,
): Promise<Settled> {
  const id = randomBytes(12).toString('hex');
  const round = await context.db.transaction(async (tx) => {
    let demoBalance: number | null = null;
    if (session.mode === 'demo') {
      const [locked] = await tx
        .select({ balance: studioSessions.demoBalance })
        .from(studioSessions)
        .where(eq(studioSessions.id, session.id))
        .for('update');
      demoBalance = locked?.balance ?? 0;
      if (demoBalance < stake)
        throw new PlayError('INSUFFICIENT_FUNDS', 'not enough demo balance', demoBalance);
    }
    const seeds = await reserveNonce(tx, session.playerKey);
    const outcome = play(createRandomStream(seeds));
    const waiting = waitingStatus(outcome, []);
    const totalWin = roundWin(outcome, []);
    const demoClosed = demoBalance !== null && waiting === null;
    if (demoBalance !== null) {
      await tx
        .update(studioSessions)
        .set({ demoBalance: demoBalance - stake + (demoClosed ? totalWin : 0) })
        .where(eq(studioSessions.id, session.id));
    }
    const [inserted] = await tx
      .insert(studioRounds)
      .values({
        id,
        sessionId: session.id,
        playerKey: session.playerKey,
        gameId: session.gameId,
        mode: session.mode,
        kind,
        status: demoBalance === null ? 'betting' : (waiting ?? 'closed'),
        currency: session.currency,
        bet,
        stake,
        totalWin,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        outcome,
        balanceBefore: demoBalance,
        balanceAfter: demoClosed && demoBalance !== null ? demoBalance - stake + totalWin : null,
        token: session.token,
        closedAt: demoClosed ? new Date() : null,
      })
      .returning();
    if (!inserted) throw new Error('round not stored');
    return inserted;
  });
  if (session.mode === 'demo') {
    return {
      round: roundView(round, null),
      balance: round.balanceAfter ?? (round.balanceBefore ?? 0) - stake,
    };
  }
  return settleRealStake(context, round);
}

async function settleRealStake(context: PlayContext, round: RoundRow): Promise<Settled> {
  let answer;
  try {
    answer = await sendBet(context, round);
  } catch (error) {
    if (error instanceof WalletUnavailableError) {
      throw new PlayError('WALLET_UNAVAILABLE', 'the wallet did not answer; the stake will be returned');
    }
    throw error;
  }
  if (!answer.ok) {
    await context.db
      .update(studioRounds)
      .set({ status: 'void', failure: answer.code, closedAt: new Date() })
      .where(eq(studioRounds.id, round.id));
    throw betRefusal(answer.code, answer.balance);
  }
  const waiting = waitingStatus(round.outcome, round.steps);
  const [updated] = await context.db
    .update(studioRounds)
    .set({
      status: waiting ?? 'paying',
      balanceBefore: answer.balanceAfterBet + round.stake,
    })
    .where(eq(studioRounds.id, round.id))
    .returning();
  if (!updated) throw new Error('round vanished');
  if (waiting) return { round: roundView(updated, null), balance: answer.balanceAfterBet };
  return finishRealRound(context, round.id);
}

export async function finishRealRound(context: PlayContext, roundId: string): Promise<Settled> {
  const balance = await payRound(context, roundId);
  const [final] = await context.db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
  if (!final) throw new Error('round vanished');
  return { round: roundView(final, null), balance };
}

/** Plays the next free spin of the session's feature in progress. */
export async function playFreeSpin(context: PlayContext, sessionId: string): Promise<PlayAnswer> {
  const session = await sessionById(context, sessionId);
  const game = gameOf(context, session.gameId);
  if (game.kind !== 'slot') throw new PlayError('WRONG_GAME_KIND', `${game.id} is not a slot`);
  const round = await context.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.playerKey, session.playerKey),
          eq(studioRounds.gameId, game.id),
          eq(studioRounds.status, 'feature'),
        ),
      )
      .for('update');
    if (!open) throw new PlayError('NO_FEATURE', 'no free spins in progress');
    const serverSeed = await serverSeedByHash(tx, open.serverSeedHash);
    const seeds = { serverSeed, clientSeed: open.clientSeed, nonce: open.nonce };
    const step = playNextFreeSpin(game.definition, seeds, open.outcome, open.steps);
    const steps = [...open.steps, step];
    const over = isFeatureOver(open.outcome, steps);
    const totalWin = roundWin(open.outcome, steps);
    let balanceAfter: number | null = null;
    if (over && open.mode === 'demo') {
      const [current] = await tx
        .select({ balance: studioSessions.demoBalance })
        .from(studioSessions)
        .where(eq(studioSessions.id, open.sessionId))
        .for('update');
      balanceAfter = (current?.balance ?? 0) + totalWin;
      await tx
        .update(studioSessions)
        .set({ demoBalance: balanceAfter })
        .where(eq(studioSessions.id, open.sessionId));
    }
    // A free round's feature pays nothing itself: its win goes to the award, which reports it.
    if (open.freeRoundsId !== null) {
      await addToAwardWin(tx, open.freeRoundsId, {
        winAdded: totalWin - open.totalWin,
        token: session.token,
        gameId: game.id,
      });
    }
    const closesHere = over && (open.mode === 'demo' || open.freeRoundsId !== null);
    const [updated] = await tx
      .update(studioRounds)
      .set({
        steps,
        totalWin,
        status: !over ? 'feature' : closesHere ? 'closed' : 'paying',
        ...(closesHere ? { balanceAfter: balanceAfter ?? open.balanceBefore, closedAt: new Date() } : {}),
      })
      .where(eq(studioRounds.id, open.id))
      .returning();
    if (!updated) throw new Error('round vanished');
    return updated;
  });
  if (round.status === 'paying') {
    return withFreeRounds(context, session, await finishRealRound(context, round.id));
  }
  if (round.status === 'closed' && round.freeRoundsId !== null) {
    await settleAward(context, round.freeRoundsId);
  }
  const balance =
    round.mode === 'demo'
      ? (await sessionById(context, round.sessionId)).demoBalance
      : (round.balanceBefore ?? 0) - round.stake;
  return withFreeRounds(context, session, { round: roundView(round, null), balance }, round.freeRoundsId);
}
