import { formatNumber } from './format.ts';
import type { Language } from './languages.ts';

/**
 * How many games the lobby says it has (§1 "over 9000 games", §2.8 group counts, §2.7 carousel counts): the
 * live catalogue's count rounded down to a friendly figure, so a count never claims a game the catalogue lacks.
 *
 * | games           | rounded down to | example            |
 * | --------------- | --------------- | ------------------ |
 * | 1 – 9           | exact           | 7 → "7"            |
 * | 10 – 99         | tens            | 47 → "40+"         |
 * | 100 – 999       | fifties         | 160 → "150+"       |
 * | 1,000 – 9,999   | hundreds        | 8,252 → "8,200+"   |
 * | 10,000 and more | thousands       | 12,345 → "12,000+" |
 *
 * A catalogue the size the specification describes therefore shows its figures by itself (2,600 top games read
 * "2,600+", 9,0xx games "over 9,000").
 */
export function friendlyCountStep(count: number): number {
  if (count < 10) return 1;
  if (count < 100) return 10;
  if (count < 1_000) return 50;
  if (count < 10_000) return 100;
  return 1_000;
}

/** The count rounded down to its friendly figure (0 for nothing, or for a value that is not a count). */
export function friendlyCount(count: number): number {
  if (!Number.isFinite(count) || count < 1) return 0;
  const whole = Math.floor(count);
  const step = friendlyCountStep(whole);
  return Math.floor(whole / step) * step;
}

/** A count as the lobby writes it: "7" (exact), "40+", "8,200+". */
export interface GameCountLabel {
  /** The figure, numbers as the language writes them. */
  text: string;
  /** True under 10 games, where the figure is the count itself ("7", not "7+"). */
  exact: boolean;
}

/** The label of a count; null when there are no games, so that an empty category shows no count at all. */
export function gameCountLabel(count: number, language: Language): GameCountLabel | null {
  const figure = friendlyCount(count);
  if (figure === 0) return null;
  const exact = figure < 10;
  return { text: `${formatNumber(figure, language)}${exact ? '' : '+'}`, exact };
}

/**
 * The figure of "over N games": the friendly figure strictly below the total, so that "over" stays true
 * (150 games read "over 100", 160 read "over 150"). Null under 11 games, where "over" would say too little.
 */
export function gamesClaimFigure(total: number): number | null {
  const figure = friendlyCount(total - 1);
  return figure >= 10 ? figure : null;
}
