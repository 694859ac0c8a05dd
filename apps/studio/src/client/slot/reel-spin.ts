import { LANDING_FILLER, randomSymbols } from './reel-strip.ts';
import type { SymbolWindow } from './slot-window.ts';

/** Symbols a waiting reel cycles through. */
const LOOP_LENGTH = 12;

/** A spin of the reels: random strips drawn when it starts, the result once the server answered. */
export interface ReelSpin {
  readonly id: number;
  /** What each reel cycles through while the answer is awaited. */
  readonly loops: readonly (readonly string[])[];
  /** What each reel passes before it lands. */
  readonly fillers: readonly (readonly string[])[];
  /** Null while the answer is awaited. */
  readonly result: SymbolWindow | null;
  /** Land at once (the player pressed Spin again). */
  readonly quick: boolean;
}

export function startReelSpin(id: number, reels: number, symbols: readonly string[]): ReelSpin {
  return {
    id,
    loops: Array.from({ length: reels }, () => randomSymbols(symbols, LOOP_LENGTH)),
    fillers: Array.from({ length: reels }, () => randomSymbols(symbols, LANDING_FILLER)),
    result: null,
    quick: false,
  };
}
