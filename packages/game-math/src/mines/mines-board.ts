/** The Mines board: 5 × 5 cells numbered 0 – 24 row by row, with 1 – 24 mines. */

export const MINES_CELLS = 25;
/** The fewest and most mines a round may have. */
export const MINES_MIN_MINES = 1;
export const MINES_MAX_MINES = 24;
/** The house edge when none is configured (1 %). */
export const MINES_DEFAULT_HOUSE_EDGE = 0.01;
/** Multipliers are floored to 4 decimals and computed in ten-thousandths (10312 for 1.0312×). */
export const MINES_MULTIPLIER_SCALE = 10_000;

/** Whether a mine count can be played. */
export function isValidMineCount(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MINES_MIN_MINES && mines <= MINES_MAX_MINES;
}

/** Whether a cell number is on the board. */
export function isBoardCell(cell: number): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < MINES_CELLS;
}
