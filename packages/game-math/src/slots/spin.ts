/**
 * One spin of a slot. Draws, in this order: (megaways only) each reel's height by weight, leftmost reel
 * first; each reel's stop as int(strip length), leftmost first; (paid spins of a drops game only) the drop as
 * int(outOf) < hits and, on a drop, the prize by weight. The window shows, on each reel, the symbols at the
 * stop and the next (height − 1) strip positions, wrapping round the end of the strip.
 */
import type { RandomStream } from '../fairness/random-stream.ts';
import { compileSlot, stripsFor, type CompiledSlot } from './compiled-slot.ts';
import { evaluateWindow, type SlotPosition } from './evaluate-window.ts';
import type { SlotDefinition, SlotMode } from './slot-definition.ts';

/** How a spin is played. */
export interface SlotSpinOptions {
  /** The total bet in minor units; a whole multiple of the definition's betCoins. */
  readonly bet: number;
  readonly mode: SlotMode;
}

/** A line or ways win of a spin. */
export interface SlotWin {
  /** The line's index in a lines game; null for a ways win. */
  readonly line: number | null;
  readonly symbol: string;
  readonly count: number;
  /** Ways the win is made of (1 for a line win). */
  readonly ways: number;
  /** [reel, row] of every symbol in the win. */
  readonly positions: readonly SlotPosition[];
  /** Minor units, free-spin multiplier included. */
  readonly amount: number;
}

/** The scatters of a spin that pays or awards free spins. */
export interface SlotScatterWin {
  readonly symbol: string;
  readonly count: number;
  readonly positions: readonly SlotPosition[];
  /** Minor units, free-spin multiplier included. */
  readonly amount: number;
}

/** A drops prize. */
export interface SlotDrop {
  /** The prize's index in the drops prize table. */
  readonly prize: number;
  readonly amount: number;
}

/** A played spin; plain data. */
export interface SlotSpinResult {
  readonly mode: SlotMode;
  readonly bet: number;
  /** Applied to every win of the spin (the free-spins multiplier in free mode, else 1). */
  readonly multiplier: number;
  /** Rows shown per reel (all equal to rows unless megaways). */
  readonly heights: readonly number[];
  readonly stops: readonly number[];
  /** window[reel][row], symbol ids, top row first. */
  readonly window: readonly (readonly string[])[];
  readonly wins: readonly SlotWin[];
  /** Scatters in the window, when they pay or award spins. */
  readonly scatter: SlotScatterWin | null;
  /** Free spins the scatters award (in free mode: the retrigger, before the feature's cap). */
  readonly freeSpinsAwarded: number;
  readonly drop: SlotDrop | null;
  /** Every amount of this spin added up, minor units. */
  readonly totalWin: number;
}

/** The value of one coin in minor units; throws unless the bet is a positive whole multiple of betCoins. */
export function slotCoinValue(definition: SlotDefinition, bet: number): number {
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet % definition.betCoins !== 0) {
    throw new RangeError(`a bet on ${definition.id} must be a positive multiple of ${definition.betCoins}`);
  }
  return bet / definition.betCoins;
}

/** Whether `bet` minor units can be staked on the definition. */
export function isValidSlotBet(definition: SlotDefinition, bet: number): boolean {
  return Number.isSafeInteger(bet) && bet > 0 && bet % definition.betCoins === 0;
}

/** Plays one spin of a definition from a stream, in the draw order above. */
export function spin(
  definition: SlotDefinition,
  stream: RandomStream,
  options: SlotSpinOptions,
): SlotSpinResult {
  const slot = compileSlot(definition);
  const { bet, mode } = options;
  const coinValue = slotCoinValue(definition, bet);
  const multiplier = mode === 'free' ? (definition.freeSpins?.multiplier ?? 1) : 1;
  const unit = coinValue * multiplier;

  const heights = drawHeights(slot, stream);
  const strips = stripsFor(slot, mode);
  const stops: number[] = [];
  const window = strips.map((strip, reel) => {
    const stop = stream.int(strip.length);
    stops.push(stop);
    return Array.from(
      { length: heights[reel] as number },
      (_, row) => strip[(stop + row) % strip.length] as number,
    );
  });
  const drop = mode === 'base' ? drawDrop(definition, stream, coinValue) : null;

  const evaluated = evaluateWindow(slot, window, mode);
  const wins = evaluated.wins.map((win): SlotWin => ({
    line: win.line,
    symbol: slot.ids[win.symbol] as string,
    count: win.count,
    ways: win.ways,
    positions: win.positions,
    amount: win.coins * unit,
  }));
  const { scatter } = evaluated;
  const scatterWin: SlotScatterWin | null =
    scatter.coins > 0 || scatter.freeSpins > 0
      ? {
          symbol: slot.ids[slot.scatter] as string,
          count: scatter.count,
          positions: scatter.positions,
          amount: scatter.coins * unit,
        }
      : null;
  const totalWin =
    wins.reduce((sum, win) => sum + win.amount, 0) + (scatterWin?.amount ?? 0) + (drop?.amount ?? 0);
  return {
    mode,
    bet,
    multiplier,
    heights,
    stops,
    window: window.map((column) => column.map((symbol) => slot.ids[symbol] as string)),
    wins,
    scatter: scatterWin,
    freeSpinsAwarded: scatter.freeSpins,
    drop,
    totalWin,
  };
}

function drawHeights(slot: CompiledSlot, stream: RandomStream): number[] {
  const { reels } = slot.definition;
  if (!slot.definition.megaways) return Array.from({ length: reels }, () => slot.definition.rows);
  return Array.from({ length: reels }, () => slot.heights[stream.weighted(slot.heightWeights)] as number);
}

function drawDrop(definition: SlotDefinition, stream: RandomStream, coinValue: number): SlotDrop | null {
  const drops = definition.drops;
  if (!drops || stream.int(drops.outOf) >= drops.hits) return null;
  const prize = stream.weighted(drops.prizes.map((entry) => entry.weight));
  return { prize, amount: (drops.prizes[prize]?.coins ?? 0) * coinValue };
}
