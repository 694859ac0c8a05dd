/**
 * The bead road: the scoreboard that shows every past round as one bead, filling each column top to bottom
 * and the columns left to right, oldest first. A bead shows who won (P, B or T) and marks a player or banker
 * pair. When the board has a fixed width and the results overflow it, whole columns of the oldest results are
 * dropped, so each result keeps its row.
 */
import type { BaccaratResult } from './baccarat-bets.ts';
import type { BaccaratOutcome } from './baccarat-round.ts';

/** Rows of a bead road. */
export const BEAD_ROAD_ROWS = 6;

/** Player, banker or tie. */
export type BeadRoadMark = 'P' | 'B' | 'T';

/** One round on the bead road. */
export interface BeadRoadBead {
  readonly mark: BeadRoadMark;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/** The board, row by row: `cells[row][column]`, null where no round is shown yet. */
export interface BeadRoad {
  readonly rows: number;
  readonly columns: number;
  readonly cells: readonly (readonly (BeadRoadBead | null)[])[];
}

/** The size of the board: rows (6 by default) and, for a fixed-width board, columns. */
export interface BeadRoadOptions {
  readonly rows?: number;
  /** The columns shown; the oldest whole columns are dropped when the results need more. */
  readonly columns?: number;
}

const MARKS: Readonly<Record<BaccaratOutcome, BeadRoadMark>> = { player: 'P', banker: 'B', tie: 'T' };

/** The bead road of past results, oldest first. */
export function baccaratBeadRoad(
  results: readonly BaccaratResult[],
  options: BeadRoadOptions = {},
): BeadRoad {
  const rows = options.rows ?? BEAD_ROAD_ROWS;
  if (!Number.isSafeInteger(rows) || rows < 1) throw new RangeError('a bead road has at least one row');
  const needed = Math.ceil(results.length / rows);
  const columns = options.columns ?? needed;
  if (!Number.isSafeInteger(columns) || columns < 0)
    throw new RangeError('columns must be a non-negative integer');
  const shown = results.slice(Math.max(0, needed - columns) * rows);
  const cells = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => {
      const result = shown[column * rows + row];
      return result ? beadOf(result) : null;
    }),
  );
  return { rows, columns, cells };
}

function beadOf(result: BaccaratResult): BeadRoadBead {
  return { mark: MARKS[result.outcome], playerPair: result.playerPair, bankerPair: result.bankerPair };
}
