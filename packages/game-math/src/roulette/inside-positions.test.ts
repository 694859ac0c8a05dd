/**
 * The inside positions, checked against an independent description of the layout: every number 1–36 is a cell
 * (row, column) of the 12 × 3 grid, and a legal position is a full rectangle of cells of the kind's shape, or
 * zero with a run of first-row cells beside it. Every set of 1, 2, 3, 4 and 6 numbers is tried (2.4 million
 * sets, a few seconds).
 */
import { describe, expect, it } from 'vitest';
import { ROULETTE_INSIDE_POSITIONS, validateInsidePosition } from './inside-positions.ts';
import { INSIDE_BET_SIZES, rouletteBetKey, type RouletteInsideKind } from './roulette-bet.ts';

const SHAPES: Readonly<Record<string, RouletteInsideKind>> = {
  '1x1': 'straight',
  '1x2': 'split',
  '2x1': 'split',
  '1x3': 'street',
  '2x2': 'corner',
  '2x3': 'six-line',
};
const WITH_ZERO: readonly RouletteInsideKind[] = ['straight', 'split', 'street', 'corner'];

/** The kind a set of numbers (ascending) forms on the layout, or null. */
function shapeOf(numbers: readonly number[]): RouletteInsideKind | null {
  const cells = numbers.filter((number) => number !== 0);
  const rows = cells.map((number) => Math.ceil(number / 3));
  const columns = cells.map((number) => (number - 1) % 3);
  if (numbers[0] === 0) {
    // Zero borders 1, 2 and 3: with it go first-row cells in adjacent columns.
    const contiguous = columns.every((column, i) => i === 0 || column === (columns[i - 1] as number) + 1);
    if (!rows.every((row) => row === 1) || !contiguous) return null;
    return WITH_ZERO[numbers.length - 1] ?? null;
  }
  const height = Math.max(...rows) - Math.min(...rows) + 1;
  const width = Math.max(...columns) - Math.min(...columns) + 1;
  // Distinct cells filling their bounding box make a rectangle.
  if (height * width !== cells.length) return null;
  return SHAPES[`${height}x${width}`] ?? null;
}

/** Calls back with every ascending set of `size` numbers from 0–36 (the same array, refilled). */
function forEachSet(size: number, visit: (numbers: readonly number[]) => void): void {
  const numbers = Array.from({ length: size }, (_, i) => i);
  for (;;) {
    visit(numbers);
    let i = size - 1;
    while (i >= 0 && (numbers[i] as number) === 37 - size + i) i -= 1;
    if (i < 0) return;
    numbers[i] = (numbers[i] as number) + 1;
    for (let j = i + 1; j < size; j += 1) numbers[j] = (numbers[j - 1] as number) + 1;
  }
}

const KIND_OF_SIZE: Readonly<Record<number, RouletteInsideKind>> = {
  1: 'straight',
  2: 'split',
  3: 'street',
  4: 'corner',
  6: 'six-line',
};

describe('the list of inside positions', () => {
  it('has the standard counts: 37 straights, 60 splits, 14 streets, 23 corners, 11 six lines', () => {
    const counts: Record<string, number> = {};
    for (const { kind } of ROULETTE_INSIDE_POSITIONS) counts[kind] = (counts[kind] ?? 0) + 1;
    expect(counts).toEqual({ straight: 37, split: 60, street: 14, corner: 23, 'six-line': 11 });
    expect(new Set(ROULETTE_INSIDE_POSITIONS.map(rouletteBetKey)).size).toBe(145);
  });

  it('holds only legal positions with ascending numbers of their kind’s size', () => {
    for (const { kind, numbers } of ROULETTE_INSIDE_POSITIONS) {
      expect(numbers).toHaveLength(INSIDE_BET_SIZES[kind]);
      expect(shapeOf(numbers)).toBe(kind);
      expect(validateInsidePosition(kind, numbers)).toBeNull();
    }
  });

  it('includes the zero splits, trios and first four', () => {
    const keys = new Set(ROULETTE_INSIDE_POSITIONS.map(rouletteBetKey));
    for (const key of [
      'split:0-1',
      'split:0-2',
      'split:0-3',
      'street:0-1-2',
      'street:0-2-3',
      'corner:0-1-2-3',
    ])
      expect(keys.has(key)).toBe(true);
  });
});

describe('validation against the layout, every set of numbers', () => {
  it.each([1, 2, 3, 4, 6])('accepts a set of %i exactly when it has the shape of its kind', (size) => {
    const kind = KIND_OF_SIZE[size] as RouletteInsideKind;
    let legal = 0;
    let mismatches = 0;
    forEachSet(size, (numbers) => {
      const expected = shapeOf(numbers) === kind;
      if (expected) legal += 1;
      if ((validateInsidePosition(kind, numbers) === null) !== expected) mismatches += 1;
    });
    expect(mismatches).toBe(0);
    expect(legal).toBe(ROULETTE_INSIDE_POSITIONS.filter((position) => position.kind === kind).length);
  });
});

describe('problem codes', () => {
  it('names what is wrong', () => {
    expect(validateInsidePosition('split', [1, 2])).toBeNull();
    expect(validateInsidePosition('split', [3, 4])).toBe('not-on-layout'); // end of one row, start of the next
    expect(validateInsidePosition('split', [1, 5])).toBe('not-on-layout'); // diagonal
    expect(validateInsidePosition('street', [0, 1, 3])).toBe('not-on-layout');
    expect(validateInsidePosition('corner', [1, 2, 3, 4])).toBe('not-on-layout');
    expect(validateInsidePosition('six-line', [34, 35, 36, 37, 38, 39])).toBe('number-out-of-range');
    expect(validateInsidePosition('split', [2, 1])).toBe('numbers-not-ascending');
    expect(validateInsidePosition('split', [1, 1])).toBe('numbers-not-ascending');
    expect(validateInsidePosition('split', [1])).toBe('wrong-number-count');
    expect(validateInsidePosition('corner', [1, 2, 4, 5, 7])).toBe('wrong-number-count');
    expect(validateInsidePosition('straight', [1.5])).toBe('number-out-of-range');
    expect(validateInsidePosition('straight', [-1])).toBe('number-out-of-range');
    expect(validateInsidePosition('trio' as RouletteInsideKind, [0, 1, 2])).toBe('unknown-kind');
    expect(validateInsidePosition('split', 'x' as unknown as number[])).toBe('wrong-number-count');
  });
});
