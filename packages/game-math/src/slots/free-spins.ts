/**
 * The free-spins feature, one spin at a time (so that a server can store the state after each spin and
 * resume after a restart) or all at once. Retriggers add spins up to the feature's cap (maxSpins in total,
 * the first award included).
 */
import type { RandomStream } from '../fairness/random-stream.ts';
import type { SlotDefinition } from './slot-definition.ts';
import { slotCoinValue, spin, type SlotSpinResult } from './spin.ts';

/** Where a feature stands; plain data. */
export interface FreeSpinsState {
  /** The total bet of the spin that started the feature (or of the bonus buy), minor units. */
  readonly bet: number;
  /** Spins awarded so far, retriggers included, never above the cap. */
  readonly spinsAwarded: number;
  readonly spinsPlayed: number;
  /** Minor units won by the feature so far. */
  readonly totalWin: number;
}

/** One played free spin. */
export interface FreeSpinStep {
  readonly state: FreeSpinsState;
  readonly spin: SlotSpinResult;
  /** Spins this spin added to the feature, after the cap. */
  readonly spinsAdded: number;
}

/** A feature played to its end: every step and the final state. */
export interface FreeSpinsFeature {
  readonly steps: readonly FreeSpinStep[];
  readonly state: FreeSpinsState;
}

/** A bought feature. */
export interface BonusBuyResult {
  /** What the feature cost, minor units. */
  readonly price: number;
  readonly feature: FreeSpinsFeature;
}

/** A feature of `spins` free spins (cut to the cap), none played yet. */
export function startFreeSpins(definition: SlotDefinition, bet: number, spins: number): FreeSpinsState {
  const rule = definition.freeSpins;
  if (!rule) throw new RangeError(`${definition.id} has no free spins`);
  slotCoinValue(definition, bet);
  if (!Number.isSafeInteger(spins) || spins < 1)
    throw new RangeError('a feature starts with at least one spin');
  return { bet, spinsAwarded: Math.min(spins, rule.maxSpins), spinsPlayed: 0, totalWin: 0 };
}

/** Whether every awarded spin has been played. */
export function isFreeSpinsOver(state: FreeSpinsState): boolean {
  return state.spinsPlayed >= state.spinsAwarded;
}

/** Plays the feature's next spin. */
export function nextFreeSpin(
  definition: SlotDefinition,
  state: FreeSpinsState,
  stream: RandomStream,
): FreeSpinStep {
  const rule = definition.freeSpins;
  if (!rule) throw new RangeError(`${definition.id} has no free spins`);
  if (isFreeSpinsOver(state)) throw new RangeError('the feature has no spins left');
  const result = spin(definition, stream, { bet: state.bet, mode: 'free' });
  const spinsAdded = Math.min(result.freeSpinsAwarded, rule.maxSpins - state.spinsAwarded);
  return {
    spin: result,
    spinsAdded,
    state: {
      bet: state.bet,
      spinsAwarded: state.spinsAwarded + spinsAdded,
      spinsPlayed: state.spinsPlayed + 1,
      totalWin: state.totalWin + result.totalWin,
    },
  };
}

/** Plays the feature from `state` to its end. */
export function playFreeSpins(
  definition: SlotDefinition,
  state: FreeSpinsState,
  stream: RandomStream,
): FreeSpinsFeature {
  const steps: FreeSpinStep[] = [];
  let current = state;
  while (!isFreeSpinsOver(current)) {
    const step = nextFreeSpin(definition, current, stream);
    steps.push(step);
    current = step.state;
  }
  return { steps, state: current };
}

/** The price of the bonus buy for a total bet, minor units. */
export function bonusBuyPrice(definition: SlotDefinition, bet: number): number {
  if (!definition.bonusBuy) throw new RangeError(`${definition.id} has no bonus buy`);
  return definition.bonusBuy.priceCoins * slotCoinValue(definition, bet);
}

/** Buys the feature for `bet` and plays all of it. */
export function buyBonus(definition: SlotDefinition, stream: RandomStream, bet: number): BonusBuyResult {
  const price = bonusBuyPrice(definition, bet);
  const rule = definition.bonusBuy as NonNullable<SlotDefinition['bonusBuy']>;
  return { price, feature: playFreeSpins(definition, startFreeSpins(definition, bet, rule.spins), stream) };
}
