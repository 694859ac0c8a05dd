/**
 * What differs between the live-format tables' games: the bets a placement may hold under the table's limits,
 * the spots they cover, the draw from the round's stream and what a placement pays. The draws and payouts are the
 * single-player games' own (`@casino/game-math`), so a live round returns exactly what a single-player one does.
 */
import {
  BACCARAT_BET_KINDS,
  mergeRouletteBets,
  rouletteBetKey,
  settleBaccarat,
  settleRoulette,
  spinRoulette,
  startBaccarat,
  validateBaccaratBets,
  validateRouletteSpin,
  type RandomStream,
  type TablePhase,
} from '@casino/game-math';
import type { LiveBets, LiveLimits, LiveResult, LiveSpot, LiveVariant } from './live-api.ts';

/** Why a placement is refused before any money moves. */
export type LiveBetProblem = 'WRONG_GAME' | 'INVALID_BET';

/** The problem of a placement at a table with these limits, or null when it can be placed. */
export function liveBetProblem(
  variant: LiveVariant,
  bets: LiveBets,
  limits: LiveLimits,
): LiveBetProblem | null {
  if (bets.kind !== variant) return 'WRONG_GAME';
  if (bets.kind === 'roulette' && limits.kind === 'roulette')
    return validateRouletteSpin(bets.bets, limits.limits) === null ? null : 'INVALID_BET';
  if (bets.kind === 'baccarat' && limits.kind === 'baccarat')
    return validateBaccaratBets(bets.bets, limits.limits) === null ? null : 'INVALID_BET';
  return 'WRONG_GAME';
}

/** What a placement stakes in all. */
export function liveStakeOf(bets: LiveBets): number {
  return bets.kind === 'roulette'
    ? bets.bets.reduce((sum, bet) => sum + bet.amount, 0)
    : BACCARAT_BET_KINDS.reduce((sum, kind) => sum + (bets.bets[kind] ?? 0), 0);
}

/** The spots a placement covers with its amount on each. */
export function liveSpotsOf(bets: LiveBets): { key: string; spot: LiveSpot; amount: number }[] {
  if (bets.kind === 'roulette')
    return mergeRouletteBets(bets.bets).map(({ amount, ...position }) => ({
      key: rouletteBetKey(position),
      spot: { kind: 'roulette', position },
      amount,
    }));
  return BACCARAT_BET_KINDS.flatMap((kind) => {
    const amount = bets.bets[kind] ?? 0;
    return amount > 0 ? [{ key: kind, spot: { kind: 'baccarat', bet: kind } as const, amount }] : [];
  });
}

/** The round's result: the wheel's number or the baccarat coup, the stream's only draws. */
export function drawLiveResult(variant: LiveVariant, stream: RandomStream): LiveResult {
  return variant === 'roulette'
    ? { kind: 'roulette', number: spinRoulette(stream) }
    : { kind: 'baccarat', round: startBaccarat(stream) };
}

/** What a placement pays back on the result, stakes of winning bets (and pushes) included. */
export function livePayoutOf(result: LiveResult, bets: LiveBets): number {
  if (result.kind === 'roulette' && bets.kind === 'roulette')
    return settleRoulette(result.number, bets.bets).totalPayout;
  if (result.kind === 'baccarat' && bets.kind === 'baccarat')
    return settleBaccarat(result.round, bets.bets).totalPayout;
  throw new RangeError('the bets are not of the round’s game');
}

/** A round's phase at server time `now` (a round past its end stays in its pause until the next one opens). */
export function livePhaseOf(
  round: { readonly closesAt: number; readonly resultAt: number; readonly pauseAt: number },
  now: number,
): TablePhase {
  if (now < round.closesAt) return 'betting';
  if (now < round.resultAt) return 'closed';
  return now < round.pauseAt ? 'result' : 'pause';
}
