/**
 * A definition turned into index arrays for fast play and RTP work: symbols by index, strips as symbol
 * indexes, pay tables padded to every reachable count. Compiled once per definition object and cached.
 */
import type { SlotDefinition, SlotMode, SlotSymbolKind } from './slot-definition.ts';
import { validateSlotDefinition } from './validate-definition.ts';

/** The index form of a definition. */
export interface CompiledSlot {
  readonly definition: SlotDefinition;
  readonly ids: readonly string[];
  readonly kinds: readonly SlotSymbolKind[];
  /** pays[symbol][count] for every count from 0 to the most the window can show. */
  readonly pays: readonly (readonly number[])[];
  /** The wild's index, or -1. */
  readonly wild: number;
  /** The scatter's index, or -1. */
  readonly scatter: number;
  readonly regulars: readonly number[];
  readonly strips: readonly (readonly number[])[];
  readonly freeStrips: readonly (readonly number[])[];
  /** Heights a reel can take and their weights; one fixed height (rows) unless megaways. */
  readonly heights: readonly number[];
  readonly heightWeights: readonly number[];
  /** Free spins by scatter count in each mode, padded like pays. */
  readonly awards: Readonly<Record<SlotMode, readonly number[]>>;
}

const cache = new WeakMap<SlotDefinition, CompiledSlot>();

/** The compiled form of a definition; throws listing every problem of an invalid one. */
export function compileSlot(definition: SlotDefinition): CompiledSlot {
  const cached = cache.get(definition);
  if (cached) return cached;
  const problems = validateSlotDefinition(definition);
  if (problems.length > 0) throw new RangeError(`invalid slot ${definition.id}: ${problems.join('; ')}`);

  const ids = definition.symbols.map((symbol) => symbol.id);
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const toIndexes = (strip: readonly string[]): number[] => strip.map((id) => indexOf.get(id) as number);
  const windowSize = definition.reels * definition.rows;
  const freeSpins = definition.freeSpins;
  const compiled: CompiledSlot = {
    definition,
    ids,
    kinds: definition.symbols.map((symbol) => symbol.kind),
    pays: definition.symbols.map((symbol) =>
      padTable(symbol.pays, symbol.kind === 'scatter' ? windowSize : definition.reels),
    ),
    wild: definition.symbols.findIndex((symbol) => symbol.kind === 'wild'),
    scatter: definition.symbols.findIndex((symbol) => symbol.kind === 'scatter'),
    regulars: definition.symbols.flatMap((symbol, index) => (symbol.kind === 'regular' ? [index] : [])),
    strips: definition.strips.map(toIndexes),
    freeStrips: (definition.freeSpinStrips ?? definition.strips).map(toIndexes),
    heights: definition.megaways?.heights ?? [definition.rows],
    heightWeights: definition.megaways?.weights ?? [1],
    awards: {
      base: padTable(freeSpins?.awards ?? [], windowSize),
      free: padTable(freeSpins?.retriggers ?? [], windowSize),
    },
  };
  cache.set(definition, compiled);
  return compiled;
}

/** The table for counts 0…maxCount: a count past the end uses the last entry, an empty table pays nothing. */
export function padTable(table: readonly number[], maxCount: number): number[] {
  const last = table.length > 0 ? (table[table.length - 1] as number) : 0;
  return Array.from({ length: maxCount + 1 }, (_, count) => table[count] ?? last);
}

/** The strips a mode spins on. */
export function stripsFor(slot: CompiledSlot, mode: SlotMode): readonly (readonly number[])[] {
  return mode === 'base' ? slot.strips : slot.freeStrips;
}
