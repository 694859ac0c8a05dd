/**
 * The pure part of a round: its outcome from (serverSeed, clientSeed, nonce). A free-spins feature draws from
 * the same stream as the spin that started it (or from its start, for a bonus buy), so a whole round is
 * recomputed from one nonce; the server replays the spins already played to take the next one.
 */
import {
  createRandomStream,
  isFreeSpinsOver,
  nextFreeSpin,
  playDice,
  spin,
  startFreeSpins,
  type DiceDirection,
  type RandomStream,
  type RandomStreamSeeds,
  type SlotDefinition,
} from '@casino/game-math';
import type { RoundOutcome, RoundStep } from '../../shared/play-api.ts';

/** `featureValueInBets`: a started feature's expected win in total bets (from the game's exact RTP). */
export function playSpin(
  definition: SlotDefinition,
  stream: RandomStream,
  bet: number,
  featureValueInBets: number,
): RoundOutcome {
  const result = spin(definition, stream, { bet, mode: 'base' });
  const feature =
    result.freeSpinsAwarded > 0 ? startFreeSpins(definition, bet, result.freeSpinsAwarded) : null;
  const featureValue = feature ? Math.floor(featureValueInBets * bet) : 0;
  return { kind: 'spin', spin: result, feature, featureValue };
}

export function playBonusBuy(
  definition: SlotDefinition,
  bet: number,
  price: number,
  featureValueInBets: number,
): RoundOutcome {
  const rule = definition.bonusBuy;
  if (!rule) throw new RangeError(`${definition.id} has no bonus buy`);
  const feature = startFreeSpins(definition, bet, rule.spins);
  return { kind: 'bonus-buy', price, feature, featureValue: Math.floor(featureValueInBets * bet) };
}

export function playDiceRound(
  stream: RandomStream,
  bet: { direction: DiceDirection; target: number; houseEdge: number },
  stake: number,
): RoundOutcome {
  return { kind: 'dice', ...bet, roll: playDice(stream, bet, stake) };
}

/** Replays the round's draws so far and plays its next free spin. */
export function playNextFreeSpin(
  definition: SlotDefinition,
  seeds: RandomStreamSeeds,
  outcome: RoundOutcome,
  steps: readonly RoundStep[],
): RoundStep {
  const stream = createRandomStream(seeds);
  if (outcome.kind === 'dice') throw new RangeError('dice has no free spins');
  if (outcome.kind === 'spin') spin(definition, stream, { bet: outcome.spin.bet, mode: 'base' });
  let state = outcome.feature;
  if (!state) throw new RangeError('the round has no feature');
  for (const played of steps) {
    const replayed = nextFreeSpin(definition, state, stream);
    state = replayed.state;
    if (replayed.spin.totalWin !== played.spin.totalWin)
      throw new Error('the stored feature does not replay');
  }
  return nextFreeSpin(definition, state, stream);
}

/** The feature's state after the steps played, or null when the round has none. */
export function featureState(outcome: RoundOutcome, steps: readonly RoundStep[]): RoundStep['state'] | null {
  if (outcome.kind === 'dice' || !outcome.feature) return null;
  return steps.at(-1)?.state ?? outcome.feature;
}

export function isFeatureOver(outcome: RoundOutcome, steps: readonly RoundStep[]): boolean {
  const state = featureState(outcome, steps);
  return state === null || isFreeSpinsOver(state);
}

/** Everything the round pays: the spin's own win, the feature's, or the dice payout. */
export function roundWin(outcome: RoundOutcome, steps: readonly RoundStep[]): number {
  const featureWin = featureState(outcome, steps)?.totalWin ?? 0;
  switch (outcome.kind) {
    case 'spin':
      return outcome.spin.totalWin + featureWin;
    case 'bonus-buy':
      return featureWin;
    case 'dice':
      return outcome.roll.payout;
  }
}
