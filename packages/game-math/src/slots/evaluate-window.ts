/**
 * The wins a window shows, in coins and before any free-spin multiplier. rtp.ts computes the expectation of
 * exactly these rules, so a change here needs the same change there.
 *
 * Lines: symbols count from the leftmost reel along the line; the wild stands in for any regular symbol, a
 * scatter ends the run. A line starting with wilds is also a line of wilds: it pays the better of the wilds'
 * own pay and the pay of the symbol they complete (the symbol on a tie).
 *
 * Ways: for each regular symbol, the run is the reels from the leftmost that show it or a wild at least once;
 * it pays pays[run length] × the product of those per-reel counts (the number of ways).
 *
 * Scatters pay by their count anywhere in the window and award free spins by the same count.
 */
import type { CompiledSlot } from './compiled-slot.ts';
import type { SlotMode } from './slot-definition.ts';

/** A window of symbol indexes: window[reel][row], top row first. */
export type SymbolWindow = readonly (readonly number[])[];
/** A window position: reel (0 = leftmost) and row (0 = top). */
export type SlotPosition = readonly [reel: number, row: number];

/** A line or ways win in coins, before the free-spin multiplier. */
export interface CoinWin {
  /** The line's index in a lines game; null for a ways win. */
  readonly line: number | null;
  readonly symbol: number;
  readonly count: number;
  /** How many ways the win is made of (1 for a line). */
  readonly ways: number;
  readonly positions: readonly SlotPosition[];
  readonly coins: number;
}

/** The scatters of a window and what they pay and award. */
export interface ScatterResult {
  readonly count: number;
  readonly positions: readonly SlotPosition[];
  readonly coins: number;
  /** Free spins the count awards in the mode of the spin (0 without free spins). */
  readonly freeSpins: number;
}

/** The wins and scatter result of a window in a mode. */
export function evaluateWindow(
  slot: CompiledSlot,
  window: SymbolWindow,
  mode: SlotMode,
): { wins: CoinWin[]; scatter: ScatterResult } {
  const pays = slot.definition.pays;
  const wins = pays.kind === 'lines' ? lineWins(slot, window, pays.lines) : waysWins(slot, window);
  return { wins, scatter: scatterResult(slot, window, mode) };
}

function lineWins(
  slot: CompiledSlot,
  window: SymbolWindow,
  lines: readonly (readonly number[])[],
): CoinWin[] {
  const wins: CoinWin[] = [];
  const reels = window.length;
  const { wild, kinds, pays } = slot;
  const symbolAt = (line: readonly number[], reel: number): number =>
    (window[reel] as readonly number[])[line[reel] as number] as number;

  lines.forEach((line, lineIndex) => {
    let wilds = 0;
    while (wilds < reels && symbolAt(line, wilds) === wild) wilds += 1;
    const wildCoins = wilds > 0 ? ((pays[wild] as readonly number[])[wilds] as number) : 0;
    let symbol = wild;
    let count = wilds;
    let coins = wildCoins;
    if (wilds < reels) {
      const first = symbolAt(line, wilds);
      if (kinds[first] === 'regular') {
        let run = wilds + 1;
        while (run < reels && (symbolAt(line, run) === first || symbolAt(line, run) === wild)) run += 1;
        const symbolCoins = (pays[first] as readonly number[])[run] as number;
        if (symbolCoins >= wildCoins) {
          symbol = first;
          count = run;
          coins = symbolCoins;
        }
      }
    }
    if (coins > 0) {
      const positions = Array.from({ length: count }, (_, reel): SlotPosition => [
        reel,
        line[reel] as number,
      ]);
      wins.push({ line: lineIndex, symbol, count, ways: 1, positions, coins });
    }
  });
  return wins;
}

function waysWins(slot: CompiledSlot, window: SymbolWindow): CoinWin[] {
  const wins: CoinWin[] = [];
  for (const symbol of slot.regulars) {
    const table = slot.pays[symbol] as readonly number[];
    let ways = 1;
    let count = 0;
    const positions: SlotPosition[] = [];
    for (const column of window) {
      let matches = 0;
      column.forEach((shown, row) => {
        if (shown === symbol || shown === slot.wild) {
          matches += 1;
          positions.push([count, row]);
        }
      });
      if (matches === 0) break;
      ways *= matches;
      count += 1;
    }
    const perWay = table[count] as number;
    if (count > 0 && perWay > 0)
      wins.push({ line: null, symbol, count, ways, positions, coins: perWay * ways });
  }
  return wins;
}

function scatterResult(slot: CompiledSlot, window: SymbolWindow, mode: SlotMode): ScatterResult {
  const positions: SlotPosition[] = [];
  if (slot.scatter >= 0) {
    window.forEach((column, reel) =>
      column.forEach((shown, row) => {
        if (shown === slot.scatter) positions.push([reel, row]);
      }),
    );
  }
  const count = positions.length;
  return {
    count,
    positions,
    coins: slot.scatter >= 0 ? ((slot.pays[slot.scatter] as readonly number[])[count] as number) : 0,
    freeSpins: slot.awards[mode][count] as number,
  };
}
