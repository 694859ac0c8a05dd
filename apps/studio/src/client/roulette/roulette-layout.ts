/**
 * Where things are on the table. The inside area (zero and the 1–36 grid) is measured in cells: `along` runs
 * down the table from 0 (zero's far edge) to 13 (the end of row 12), `across` from 0 (the edge of the 1, 4, 7…
 * column, beside the dozens) to 3. The phone draws the table upright (along downwards); wider screens turn it
 * on its side (along to the right, the 3, 6, 9… column on top), as casinos print it.
 */
import { LAYOUT_ROWS, type RouletteInsidePosition, type RouletteOutsidePosition } from '@casino/game-math';

export type TableOrientation = 'upright' | 'sideways';

/** Cells along the inside area: zero, then the 12 rows. */
export const ALONG_CELLS = LAYOUT_ROWS + 1;
export const ACROSS_CELLS = 3;

/** A number's row (1–12) and column (0–2, the column of 1, 2 or 3); zero has row 0. */
export function cellOf(number: number): { readonly row: number; readonly column: number } {
  if (number === 0) return { row: 0, column: 0 };
  return { row: Math.ceil(number / 3), column: (number - 1) % 3 };
}

/** How a chip spot is drawn: on a line running along the table, on one running across, or on a point. */
export type SpotShape = 'point' | 'along' | 'across';

export interface InsideSpot {
  readonly along: number;
  readonly across: number;
  readonly shape: SpotShape;
}

/**
 * Where a chip on an inside position sits: a straight in its cell, a split on the line between its two
 * numbers, a street at its row's end, a corner where its four numbers meet, a six line where its two rows'
 * ends meet; beside zero, on the line or corner it shares with 1, 2 and 3.
 */
export function insideSpot(position: RouletteInsidePosition): InsideSpot {
  const cells = position.numbers.filter((number) => number !== 0).map(cellOf);
  if (cells.length === 0) return { along: 0.5, across: ACROSS_CELLS / 2, shape: 'point' };
  const rows = cells.map((cell) => cell.row);
  const columns = cells.map((cell) => cell.column);
  const firstColumn = Math.min(...columns);
  const lastColumn = Math.max(...columns);
  const withZero = position.numbers[0] === 0;
  const along = withZero ? 1 : (Math.min(...rows) + Math.max(...rows) + 1) / 2;
  // A whole row (street, six line, first four) is bet at the row's end.
  const across = lastColumn - firstColumn === 2 ? 0 : (firstColumn + lastColumn + 1) / 2;
  if (position.kind === 'straight') return { along, across, shape: 'point' };
  if (position.kind === 'street' && !withZero) return { along, across, shape: 'along' };
  if (position.kind === 'split')
    return { along, across, shape: withZero || firstColumn === lastColumn ? 'across' : 'along' };
  return { along, across, shape: 'point' };
}

/** A grid area: first row and column (from 1) and how many each spans. */
export interface GridArea {
  readonly row: number;
  readonly column: number;
  readonly rows: number;
  readonly columns: number;
}

/** A grid area as the value of `grid-area`. */
export function gridAreaText({ row, column, rows, columns }: GridArea): string {
  return `${row} / ${column} / span ${rows} / span ${columns}`;
}

/** A number's cell inside the inside area's own grid. */
export function numberArea(number: number, orientation: TableOrientation): GridArea {
  const { row, column } = cellOf(number);
  if (number === 0)
    return orientation === 'upright'
      ? { row: 1, column: 1, rows: 1, columns: ACROSS_CELLS }
      : { row: 1, column: 1, rows: ACROSS_CELLS, columns: 1 };
  return orientation === 'upright'
    ? { row: row + 1, column: column + 1, rows: 1, columns: 1 }
    : { row: ACROSS_CELLS - column, column: row + 1, rows: 1, columns: 1 };
}

/** The even-money boxes in the order printed along the table. */
export const EVEN_MONEY_ORDER = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/**
 * The table's own grid. Upright: columns even-money, dozens, then the three number columns; rows zero, the 12
 * rows, then the column bets. Sideways: columns zero, the 12 rows, then the column bets; rows the three number
 * columns (3, 6, 9… on top), the dozens, then the even-money boxes.
 */
export function insideArea(orientation: TableOrientation): GridArea {
  return orientation === 'upright'
    ? { row: 1, column: 3, rows: ALONG_CELLS, columns: ACROSS_CELLS }
    : { row: 1, column: 1, rows: ACROSS_CELLS, columns: ALONG_CELLS };
}

export function outsideArea(position: RouletteOutsidePosition, orientation: TableOrientation): GridArea {
  const upright = orientation === 'upright';
  switch (position.kind) {
    case 'column':
      return upright
        ? { row: ALONG_CELLS + 1, column: position.column + 2, rows: 1, columns: 1 }
        : { row: ACROSS_CELLS + 1 - position.column, column: ALONG_CELLS + 1, rows: 1, columns: 1 };
    case 'dozen': {
      const start = 2 + 4 * (position.dozen - 1);
      return upright
        ? { row: start, column: 2, rows: 4, columns: 1 }
        : { row: ACROSS_CELLS + 1, column: start, rows: 1, columns: 4 };
    }
    default: {
      const start = 2 + 2 * EVEN_MONEY_ORDER.indexOf(position.kind);
      return upright
        ? { row: start, column: 1, rows: 2, columns: 1 }
        : { row: ACROSS_CELLS + 2, column: start, rows: 1, columns: 2 };
    }
  }
}

/** A move across the number grid with an arrow key. */
export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export function isGridKey(key: string): key is GridKey {
  return ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key);
}

/**
 * The number an arrow key moves to from `number`, as the grid is drawn: upright, down is the next row and
 * right the next column; sideways, right is the next row and up the next column. Zero is before row 1 (its
 * middle number, 2, is after it); the edges stop.
 */
export function numberAfterKey(number: number, key: GridKey, orientation: TableOrientation): number {
  if (key === 'Home') return 0;
  if (key === 'End') return 36;
  const upright = orientation === 'upright';
  const nextRow = upright ? key === 'ArrowDown' : key === 'ArrowRight';
  const previousRow = upright ? key === 'ArrowUp' : key === 'ArrowLeft';
  const nextColumn = upright ? key === 'ArrowRight' : key === 'ArrowUp';
  if (number === 0) return nextRow ? 2 : 0;
  const { row, column } = cellOf(number);
  if (nextRow) return row < LAYOUT_ROWS ? number + 3 : number;
  if (previousRow) return row > 1 ? number - 3 : 0;
  if (nextColumn) return column < 2 ? number + 1 : number;
  return column > 0 ? number - 1 : number;
}
