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
import type { RoundStep, SlotOrDiceOutcome, StoredRoundOutcome } from '../../shared/play-api.ts';
import { isTableRoundOpen, tableWin } from './table-engine.ts';

/** `featureValueInBets`: a started feature's expected win in total bets (from the game's exact RTP). */
export function playSpin(
  definition: SlotDefinition,
  stream: RandomStream,
  bet: number,
  featureValueInBets: number,
): SlotOrDiceOutcome {
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
): SlotOrDiceOutcome {
  const rule = definition.bonusBuy;
  if (!rule) throw new RangeError(`${definition.id} has no bonus buy`);
  const feature = startFreeSpins(definition, bet, rule.spins);
  return { kind: 'bonus-buy', price, feature, featureValue: Math.floor(featureValueInBets * bet) };
}

export function playDiceRound(
  stream: RandomStream,
  bet: { direction: DiceDirection; target: number; houseEdge: number },
  stake: number,
): SlotOrDiceOutcome {
  return { kind: 'dice', ...bet, roll: playDice(stream, bet, stake) };
}

/** Replays the round's draws so far and plays its next free spin. */
export function playNextFreeSpin(
  definition: SlotDefinition,
  seeds: RandomStreamSeeds,
  outcome: StoredRoundOutcome,
  steps: readonly RoundStep[],
): RoundStep {
  const stream = createRandomStream(seeds);
  if (outcome.kind !== 'spin' && outcome.kind !== 'bonus-buy') {
    throw new RangeError(`${outcome.kind} has no free spins`);
  }
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
export function featureState(
  outcome: StoredRoundOutcome,
  steps: readonly RoundStep[],
): RoundStep['state'] | null {
  if ((outcome.kind !== 'spin' && outcome.kind !== 'bonus-buy') || !outcome.feature) return null;
  return steps.at(-1)?.state ?? outcome.feature;
}

export function isFeatureOver(outcome: StoredRoundOutcome, steps: readonly RoundStep[]): boolean {
  const state = featureState(outcome, steps);
  return state === null || isFreeSpinsOver(state);
}

/**
 * What a round whose stake is taken waits for: free spins to play (`feature`), a hand or board the player is
 * still playing (`playing`), or nothing (null: it is paid now).
 */
export function waitingStatus(
  outcome: StoredRoundOutcome,
  steps: readonly RoundStep[],
): 'feature' | 'playing' | null {
  if (outcome.kind === 'spin' || outcome.kind === 'bonus-buy') {
    return isFeatureOver(outcome, steps) ? null : 'feature';
  }
  if (outcome.kind === 'dice') return null;
  return isTableRoundOpen(outcome) ? 'playing' : null;
}

/** Everything the round pays: the spin's own win, the feature's, the dice payout or the table game's. */
export function roundWin(outcome: StoredRoundOutcome, steps: readonly RoundStep[]): number {
  const featureWin = featureState(outcome, steps)?.totalWin ?? 0;
  switch (outcome.kind) {
    case 'spin':
      return outcome.spin.totalWin + featureWin;
    case 'bonus-buy':
      return featureWin;
    case 'dice':
      return outcome.roll.payout;
    default:
      return tableWin(outcome);
  }
}
