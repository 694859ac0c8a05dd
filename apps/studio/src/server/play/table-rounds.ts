/**
 * The table and instant games' opening requests: roulette, baccarat and plinko are played and paid in one
 * request; blackjack, video poker and mines deal and wait for the player (table-actions.ts). Every bet is
 * checked against the game's rules and the currency's limits before anything is drawn or staked.
 */
import {
  mergeRouletteBets,
  validateBaccaratBets,
  validateBlackjackBet,
  validateMinesStart,
  validatePlinkoBoard,
  validateRouletteSpin,
  validateVideoPokerBet,
} from '@casino/game-math';
import { and, eq, inArray } from 'drizzle-orm';
import type { TableGame } from '../catalogue/catalogue-game.ts';
import { baccaratLimits, rouletteLimits, videoPokerCoinValues } from '../catalogue/table-limits.ts';
import type { PlayAnswer } from '../../shared/play-api.ts';
import type {
  BaccaratDealRequest,
  BlackjackDealRequest,
  MinesStartRequest,
  PlinkoDropRequest,
  RouletteSpinRequest,
  TableRoundKind,
  VideoPokerDealRequest,
} from '../../shared/table-play-api.ts';
import type { PlayContext } from './play-context.ts';
import { PlayError } from './play-error.ts';
import { studioRounds } from './play.tables.ts';
import { playPaidRound, withFreeRounds } from './rounds.ts';
import { betLevelsOf, gameOf, sessionById, type SessionRow } from './sessions.ts';
import {
  playBaccaratRound,
  playPlinkoRound,
  playRouletteRound,
  startBlackjackRound,
  startMinesRound,
  startVideoPokerRound,
} from './table-engine.ts';

export async function playRouletteSpin(
  context: PlayContext,
  sessionId: string,
  request: RouletteSpinRequest,
): Promise<PlayAnswer> {
  const { session } = await tableSession(context, sessionId, 'roulette');
  const issue = validateRouletteSpin(request.bets, rouletteLimits(session.currency));
  if (issue) throw new PlayError('INVALID_BET', `bet ${issue.betIndex ?? '-'}: ${issue.problem}`);
  const bets = mergeRouletteBets(request.bets);
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const settled = await playPaidRound(context, session, 'roulette', stake, stake, (stream) =>
    playRouletteRound(stream, bets),
  );
  return withFreeRounds(context, session, settled);
}

export async function playBaccaratDeal(
  context: PlayContext,
  sessionId: string,
  request: BaccaratDealRequest,
): Promise<PlayAnswer> {
  const { session } = await tableSession(context, sessionId, 'baccarat');
  const problem = validateBaccaratBets(request.bets, baccaratLimits(session.currency));
  if (problem) throw new PlayError('INVALID_BET', problem);
  const stake = Object.values(request.bets).reduce((sum, amount) => sum + (amount ?? 0), 0);
  const settled = await playPaidRound(context, session, 'baccarat', stake, stake, (stream) =>
    playBaccaratRound(stream, request.bets),
  );
  return withFreeRounds(context, session, settled);
}

export async function playPlinkoDrop(
  context: PlayContext,
  sessionId: string,
  request: PlinkoDropRequest,
): Promise<PlayAnswer> {
  const { session, game } = await tableSession(context, sessionId, 'plinko');
  checkBetInRange(game, session, request.bet);
  const problem = validatePlinkoBoard(request.rows, request.risk);
  if (problem) throw new PlayError('INVALID_BET', problem);
  const board = { rows: request.rows, risk: request.risk, houseEdge: game.houseEdge };
  const settled = await playPaidRound(context, session, 'plinko', request.bet, request.bet, (stream) =>
    playPlinkoRound(stream, board, request.bet),
  );
  return withFreeRounds(context, session, settled);
}

export async function playBlackjackDeal(
  context: PlayContext,
  sessionId: string,
  request: BlackjackDealRequest,
): Promise<PlayAnswer> {
  const { session, game } = await tableSession(context, sessionId, 'blackjack');
  checkBetInRange(game, session, request.bet);
  const problem = validateBlackjackBet(request.bet);
  if (problem) throw new PlayError('INVALID_BET', problem);
  await refuseWhileRoundOpen(context, session);
  const settled = await playPaidRound(context, session, 'blackjack', request.bet, request.bet, (stream) =>
    startBlackjackRound(stream, request.bet),
  );
  return withFreeRounds(context, session, settled);
}

export async function playVideoPokerDeal(
  context: PlayContext,
  sessionId: string,
  request: VideoPokerDealRequest,
): Promise<PlayAnswer> {
  const { session } = await tableSession(context, sessionId, 'video-poker');
  const bet = { coins: request.coins, coinValue: request.coinValue };
  const problem = validateVideoPokerBet(bet);
  if (problem) throw new PlayError('INVALID_BET', problem);
  if (!videoPokerCoinValues(session.currency).values.includes(bet.coinValue)) {
    throw new PlayError('INVALID_BET', 'the coin value is not one the game offers');
  }
  await refuseWhileRoundOpen(context, session);
  const stake = bet.coins * bet.coinValue;
  const settled = await playPaidRound(context, session, 'video-poker', stake, stake, (stream) =>
    startVideoPokerRound(stream, bet),
  );
  return withFreeRounds(context, session, settled);
}

export async function playMinesStart(
  context: PlayContext,
  sessionId: string,
  request: MinesStartRequest,
): Promise<PlayAnswer> {
  const { session, game } = await tableSession(context, sessionId, 'mines');
  checkBetInRange(game, session, request.bet);
  const problem = validateMinesStart(request.mines);
  if (problem) throw new PlayError('INVALID_BET', problem);
  await refuseWhileRoundOpen(context, session);
  const settled = await playPaidRound(context, session, 'mines', request.bet, request.bet, (stream) =>
    startMinesRound(stream, request.mines, request.bet, game.houseEdge),
  );
  return withFreeRounds(context, session, settled);
}

export async function tableSession(
  context: PlayContext,
  sessionId: string,
  kind: TableRoundKind,
): Promise<{ session: SessionRow; game: TableGame }> {
  const session = await sessionById(context, sessionId);
  const game = gameOf(context, session.gameId);
  if (game.kind !== kind) throw new PlayError('WRONG_GAME_KIND', `${game.id} is not ${kind}`);
  return { session, game };
}

/** A single bet of these games is any whole amount from the lowest to the highest bet level. */
function checkBetInRange(game: TableGame, session: SessionRow, bet: number): void {
  const { levels } = betLevelsOf(game, session.currency);
  const lowest = levels[0] as number;
  const highest = levels.at(-1) as number;
  if (!Number.isSafeInteger(bet) || bet < lowest || bet > highest) {
    throw new PlayError('INVALID_BET', `a bet is ${lowest} to ${highest}`);
  }
}

/** One hand or board at a time per game: the open one is resumed, not dealt again. */
async function refuseWhileRoundOpen(context: PlayContext, session: SessionRow): Promise<void> {
  const [open] = await context.db
    .select({ id: studioRounds.id })
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.playerKey, session.playerKey),
        eq(studioRounds.gameId, session.gameId),
        inArray(studioRounds.status, ['betting', 'playing']),
      ),
    )
    .limit(1);
  if (open) throw new PlayError('ROUND_IN_PROGRESS', 'finish the round in play first');
}
