/**
 * Mines multipliers on the 25-cell board: after k safe reveals with m mines the player may cash out at
 * (1 − edge) × C(25, k) / C(25 − m, k), floored to 4 decimals (board-odds.ts computes it on integers).
 */
import { basisPoints } from '../house-edge.ts';
import { boardMultiplierTenThousandths } from './board-odds.ts';
import {
  isValidMineCount,
  MINES_CELLS,
  MINES_DEFAULT_HOUSE_EDGE,
  MINES_MAX_MINES,
  MINES_MIN_MINES,
  MINES_MULTIPLIER_SCALE,
} from './mines-board.ts';

/** The cash-out multipliers of one mine count. */
export interface MinesMultiplierRow {
  readonly mines: number;
  /** multipliers[i] is paid after i + 1 safe reveals, for 1 … 25 − mines reveals. */
  readonly multipliers: readonly number[];
}

/** The multiplier paid on cashing out after `revealed` safe cells with `mines` mines, 4 decimals. */
export function minesMultiplier(
  mines: number,
  revealed: number,
  houseEdge = MINES_DEFAULT_HOUSE_EDGE,
): number {
  return minesMultiplierTenThousandths(mines, revealed, houseEdge) / MINES_MULTIPLIER_SCALE;
}

/** The same multiplier in ten-thousandths (10312 for 1.0312×). */
export function minesMultiplierTenThousandths(
  mines: number,
  revealed: number,
  houseEdge = MINES_DEFAULT_HOUSE_EDGE,
): number {
  if (!isValidMineCount(mines))
    throw new RangeError(`mines must be ${MINES_MIN_MINES}–${MINES_MAX_MINES}, got ${mines}`);
  return boardMultiplierTenThousandths(MINES_CELLS, mines, revealed, basisPoints(houseEdge));
}

/** Every mine count's cash-out multipliers, for the game's pay table. */
export function minesMultiplierTable(houseEdge = MINES_DEFAULT_HOUSE_EDGE): MinesMultiplierRow[] {
  const rows: MinesMultiplierRow[] = [];
  for (let mines = MINES_MIN_MINES; mines <= MINES_MAX_MINES; mines += 1) {
    const multipliers = Array.from({ length: MINES_CELLS - mines }, (_, i) =>
      minesMultiplier(mines, i + 1, houseEdge),
    );
    rows.push({ mines, multipliers });
  }
  return rows;
}
