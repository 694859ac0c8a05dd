/** The symbol window of a slot: window[reel][row], top row first. */
import type { SlotSpinResult } from '@casino/game-math';
import type { SlotRules } from '../../shared/play-api.ts';

export type SymbolWindow = readonly (readonly string[])[];

/** A window to show before the first spin: the regular symbols in a fixed pattern. */
export function openingWindow(rules: Pick<SlotRules, 'reels' | 'rows' | 'symbols'>): SymbolWindow {
  const regular = rules.symbols.filter((symbol) => symbol.kind === 'regular').map((symbol) => symbol.id);
  const ids = regular.length > 0 ? regular : rules.symbols.map((symbol) => symbol.id);
  return Array.from({ length: rules.reels }, (_, reel) =>
    Array.from({ length: rules.rows }, (_, row) => ids[(reel * 2 + row * 3) % ids.length] ?? ''),
  );
}

/** The cells of a spin that win, as "reel:row": line and ways wins and paying scatters. */
export function winningCells(spin: Pick<SlotSpinResult, 'wins' | 'scatter'>): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.wins) for (const [reel, row] of win.positions) cells.add(`${reel}:${row}`);
  for (const [reel, row] of spin.scatter?.positions ?? []) cells.add(`${reel}:${row}`);
  return cells;
}
