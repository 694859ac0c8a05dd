/** The outcome a round stores: the paid spin or roll, and the free spins that follow. */
import type { DiceRoll, FreeSpinsState, FreeSpinStep, SlotSpinResult } from '@casino/game-math';

export type RoundOutcome =
  | {
      readonly kind: 'spin';
      readonly spin: SlotSpinResult;
      /** The feature the spin started, before any free spin; null when none. */
      readonly feature: FreeSpinsState | null;
      /** The feature's expected win when it started, minor units (what a withdrawn game pays at least). */
      readonly featureValue: number;
    }
  | {
      readonly kind: 'bonus-buy';
      readonly price: number;
      readonly feature: FreeSpinsState;
      readonly featureValue: number;
    }
  | {
      readonly kind: 'dice';
      readonly direction: 'over' | 'under';
      readonly target: number;
      readonly houseEdge: number;
      readonly roll: DiceRoll;
    };

/** One free spin as stored and shown. */
export type RoundStep = FreeSpinStep;
