/**
 * Inside positions of the standard single-zero layout: 3 columns × 12 rows, row r holding 3r − 2, 3r − 1 and
 * 3r, with zero across the top of the first row. A split is two numbers side by side or one above the other
 * (and 0-1, 0-2, 0-3); a street a row (and the trios 0-1-2, 0-2-3); a corner four numbers meeting at a point
 * (and the first four, 0-1-2-3); a six line two adjacent rows. 37 straights, 60 splits, 14 streets, 23
 * corners and 11 six lines: 145 positions.
 */
import { isRouletteNumber, ROULETTE_POCKETS } from './roulette-wheel.ts';
import {
  INSIDE_BET_SIZES,
  rouletteBetKey,
  type RouletteInsideKind,
  type RouletteInsidePosition,
  type RoulettePositionProblem,
} from './roulette-bet.ts';

/** Rows of the layout. */
export const LAYOUT_ROWS = 12;

/** The numbers of a row, 1–12, left to right. */
function rowNumbers(row: number): number[] {
  return [3 * row - 2, 3 * row - 1, 3 * row];
}

function buildInsidePositions(): RouletteInsidePosition[] {
  const rows = Array.from({ length: LAYOUT_ROWS }, (_, i) => i + 1);
  const position = (kind: RouletteInsideKind, numbers: number[]): RouletteInsidePosition => ({
    kind,
    numbers,
  });
  const straights = Array.from({ length: ROULETTE_POCKETS }, (_, number) => position('straight', [number]));
  const splits = [
    [0, 1],
    [0, 2],
    [0, 3],
    ...rows.flatMap((row) => {
      const [left, middle, right] = rowNumbers(row) as [number, number, number];
      return [
        [left, middle],
        [middle, right],
      ];
    }),
    // One above the other: n and n + 3 for every n below the last row.
    ...Array.from({ length: 33 }, (_, i) => [i + 1, i + 4]),
  ].map((numbers) => position('split', numbers));
  const streets = [[0, 1, 2], [0, 2, 3], ...rows.map(rowNumbers)].map((numbers) =>
    position('street', numbers),
  );
  const corners = [
    [0, 1, 2, 3],
    ...rows.slice(0, -1).flatMap((row) => {
      const left = 3 * row - 2;
      return [
        [left, left + 1, left + 3, left + 4],
        [left + 1, left + 2, left + 4, left + 5],
      ];
    }),
  ].map((numbers) => position('corner', numbers));
  const sixLines = rows
    .slice(0, -1)
    .map((row) => position('six-line', [...rowNumbers(row), ...rowNumbers(row + 1)]));
  const byNumbers = (a: RouletteInsidePosition, b: RouletteInsidePosition) =>
    compareNumbers(a.numbers, b.numbers);
  return [straights, splits, streets, corners, sixLines].flatMap((positions) => positions.sort(byNumbers));
}

/** Orders number lists element by element. */
function compareNumbers(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const difference = (a[i] as number) - (b[i] as number);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** Every legal inside position: straights, splits, streets, corners, six lines, each by ascending numbers. */
export const ROULETTE_INSIDE_POSITIONS: readonly RouletteInsidePosition[] = buildInsidePositions();

const LEGAL_KEYS: ReadonlySet<string> = new Set(ROULETTE_INSIDE_POSITIONS.map(rouletteBetKey));

/** Why these numbers are not a legal position of this kind on the layout, or null when they are. */
export function validateInsidePosition(
  kind: RouletteInsideKind,
  numbers: readonly number[],
): RoulettePositionProblem | null {
  if (!Object.hasOwn(INSIDE_BET_SIZES, kind)) return 'unknown-kind';
  if (!Array.isArray(numbers) || numbers.length !== INSIDE_BET_SIZES[kind]) return 'wrong-number-count';
  if (!numbers.every(isRouletteNumber)) return 'number-out-of-range';
  for (let i = 1; i < numbers.length; i += 1)
    if ((numbers[i] as number) <= (numbers[i - 1] as number)) return 'numbers-not-ascending';
  return LEGAL_KEYS.has(rouletteBetKey({ kind, numbers })) ? null : 'not-on-layout';
}
