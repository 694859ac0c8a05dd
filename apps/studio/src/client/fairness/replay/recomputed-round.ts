/** What the browser recomputes of a round, kind by kind, and the stored fields it is compared with. */
import type { DiceRoll, FreeSpinsState, FreeSpinStep, SlotSpinResult } from '@casino/game-math';
import type { TableRoundOutcome } from '../../../shared/table-play-api.ts';

/** What every recomputed round staked and paid back, minor units. */
interface Totals {
  readonly stake: number;
  readonly totalWin: number;
}

export type RecomputedRound =
  | (Totals & {
      readonly kind: 'spin';
      readonly spin: SlotSpinResult;
      readonly feature: FreeSpinsState | null;
      readonly steps: readonly FreeSpinStep[];
    })
  | (Totals & {
      readonly kind: 'bonus-buy';
      readonly price: number;
      readonly feature: FreeSpinsState;
      readonly steps: readonly FreeSpinStep[];
    })
  | (Totals & {
      readonly kind: 'dice';
      readonly direction: 'over' | 'under';
      readonly target: number;
      readonly roll: DiceRoll;
    })
  /** A table or instant game's round, in the shape the server shows it (a multi-step round's view once over). */
  | (Totals & TableRoundOutcome);

/** A stored field, by its path, with the value it holds and the value recomputed for it. */
export type ComparedField = readonly [path: string, stored: unknown, recomputed: unknown];

/** A round replayed: what was recomputed and the fields to compare. */
export interface Replayed {
  readonly recomputed: RecomputedRound;
  readonly fields: readonly ComparedField[];
}

/** The fields every round has: what it staked and what it paid. */
export function totalsFields(stored: Totals, recomputed: Totals): ComparedField[] {
  return [
    ['stake', stored.stake, recomputed.stake],
    ['totalWin', stored.totalWin, recomputed.totalWin],
  ];
}
