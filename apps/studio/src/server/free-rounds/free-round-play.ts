/**
 * A round of a free-rounds award, played in a real session of one of its games. It stakes nothing and sends no bet:
 * one transaction takes a round from the award with a conditional update and stores the round, drawn like a paid
 * spin (the player's seeds, the next nonce) at the award's bet. It closes at once unless it started the slot's own
 * free spins, which are played with /free-spin. Its win belongs to the award and is reported with the others'
 * (win-report.ts).
 */
import { randomBytes } from 'node:crypto';
import { createRandomStream } from '@casino/game-math';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { refuseWhileFeatureOpen } from '../play/open-feature.ts';
import type { PlayContext } from '../play/play-context.ts';
import { PlayError } from '../play/play-error.ts';
import { studioRounds } from '../play/play.tables.ts';
import { isFeatureOver, playSpin, roundWin } from '../play/round-engine.ts';
import { roundView } from '../play/round-view.ts';
import { reserveNonce } from '../play/seeds.ts';
import { gameOf, sessionById } from '../play/sessions.ts';
import { WalletUnavailableError } from '../wallet-client/wallet-client.ts';
import { studioFreeRounds } from './free-rounds.tables.ts';
import { availableAward, freeRoundsAfterPlay } from './player-awards.ts';
import { settleAward } from './win-report.ts';
import type { PlayAnswer } from '../../shared/play-api.ts';

export async function playFreeRound(context: PlayContext, sessionId: string): Promise<PlayAnswer> {
  const session = await sessionById(context, sessionId);
  const game = gameOf(context, session.gameId);
  if (game.kind !== 'slot') throw new PlayError('WRONG_GAME_KIND', `${game.id} is not a slot`);
  const award = await availableAward(context.db, session);
  if (!award || session.token === null) throw new PlayError('NO_FREE_ROUNDS', 'no free rounds in this game');
  await refuseWhileFeatureOpen(context, session.playerKey, game.id);
  const balance = await liveBalance(context, session.token);
  const token = session.token;

  const round = await context.db.transaction(async (tx) => {
    const seeds = await reserveNonce(tx, session.playerKey);
    const outcome = playSpin(game.definition, createRandomStream(seeds), award.bet, game.featureValueInBets);
    const featureContinues = !isFeatureOver(outcome, []);
    const totalWin = roundWin(outcome, []);
    const [taken] = await tx
      .update(studioFreeRounds)
      .set({
        played: sql`${studioFreeRounds.played} + 1`,
        totalWin: sql`${studioFreeRounds.totalWin} + ${totalWin}`,
        token,
        lastGameId: game.id,
      })
      .where(
        and(
          eq(studioFreeRounds.id, award.id),
          eq(studioFreeRounds.status, 'active'),
          lt(studioFreeRounds.played, studioFreeRounds.count),
          gt(studioFreeRounds.expiresAt, sql`now()`),
        ),
      )
      .returning({ played: studioFreeRounds.played, count: studioFreeRounds.count });
    if (!taken) throw new PlayError('NO_FREE_ROUNDS', 'the free rounds have been played or have ended');
    const [stored] = await tx
      .insert(studioRounds)
      .values({
        id: randomBytes(12).toString('hex'),
        sessionId: session.id,
        playerKey: session.playerKey,
        gameId: game.id,
        mode: 'real',
        kind: 'spin',
        status: featureContinues ? 'feature' : 'closed',
        currency: session.currency,
        bet: award.bet,
        stake: 0,
        totalWin,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        outcome,
        balanceBefore: balance,
        balanceAfter: featureContinues ? null : balance,
        token,
        freeRoundsId: award.id,
        closedAt: featureContinues ? null : new Date(),
      })
      .returning();
    if (!stored) throw new Error('round not stored');
    return { ...stored, lastOfAward: taken.played >= taken.count };
  });

  if (round.lastOfAward && round.status === 'closed') await settleAward(context, award.id);
  return {
    round: roundView(round, null),
    balance,
    freeRounds: await freeRoundsAfterPlay(context.db, session, award.id),
  };
}

/**
 * The player's real balance, to show with a round that moves none; asking for it also keeps the launch token
 * alive as a bet would, so that paid play can follow the free rounds.
 */
async function liveBalance(context: PlayContext, token: string): Promise<number> {
  const answer = await context.wallet.balance(token).catch((error: unknown) => {
    if (error instanceof WalletUnavailableError) {
      throw new PlayError('WALLET_UNAVAILABLE', 'the wallet did not answer; nothing was played');
    }
    throw error;
  });
  if (answer.status === 'OK') return answer.balance;
  if (answer.code === 'TOKEN_EXPIRED' || answer.code === 'INVALID_TOKEN') {
    throw new PlayError(answer.code, 'the game session has ended; open the game again');
  }
  throw new PlayError('WALLET_REFUSED', answer.code, answer.balance);
}
