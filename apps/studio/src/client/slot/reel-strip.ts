/**
 * What a reel shows while it spins. A landing strip lists, top to bottom, the result, random symbols and the
 * symbols shown before; it starts translated so the old symbols fill the window and slides down to 0, where the
 * result fills it. Reels land one after another.
 */

/** How many random symbols a reel passes before it lands. */
export const LANDING_FILLER = 14;
/** The time between two reels landing, ms. */
export const REEL_STAGGER_MS = 150;
/** How long the first reel takes to land, ms. */
export const FIRST_REEL_MS = 520;
/** A small overshoot at the end, like a reel bouncing on its stop. */
export const LANDING_EASING = 'cubic-bezier(0.3, 0.95, 0.45, 1.12)';

export interface LandingStrip {
  /** Symbol ids, top to bottom. */
  readonly cells: readonly string[];
  /** Where the strip starts, in percent of its own height (negative: moved up). */
  readonly startPercent: number;
}

export function landingStrip(
  result: readonly string[],
  previous: readonly string[],
  filler: readonly string[],
): LandingStrip {
  const cells = [...result, ...filler, ...previous];
  const hidden = filler.length + previous.length;
  return { cells, startPercent: cells.length === 0 ? 0 : -(hidden / cells.length) * 100 };
}

/** `count` symbols picked at random from `symbols` (for the blur of a spinning reel). */
export function randomSymbols(
  symbols: readonly string[],
  count: number,
  random: () => number = Math.random,
): string[] {
  if (symbols.length === 0) return [];
  return Array.from({ length: count }, () => symbols[Math.floor(random() * symbols.length)] as string);
}

/** How long reel `reel` takes to land: each reel one stagger after the one on its left. */
export function landingDuration(reel: number): number {
  return FIRST_REEL_MS + reel * REEL_STAGGER_MS;
}
