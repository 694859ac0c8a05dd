/**
 * The odds of a mines board of any size, so that tests can check them on boards small enough to enumerate
 * every mine layout. The game itself uses 25 cells (mines-multipliers.ts).
 *
 * With m mines hidden among n cells, the chance that k revealed cells are all safe is C(n − m, k) / C(n, k)
 * whatever cells the player picks, so the fair multiplier after k safe reveals is C(n, k) / C(n − m, k).
 * The paid multiplier is that times (1 − edge), floored to ten-thousandths; the flooring is the only thing
 * that makes a cash-out point return less than 1 − edge.
 */
import { binomial } from '../exact/binomial.ts';
import { exactRatio, type ExactRatio } from '../exact/exact-ratio.ts';
import { MINES_MULTIPLIER_SCALE } from './mines-board.ts';

const BASIS_POINTS = 10_000n;
const SCALE = BigInt(MINES_MULTIPLIER_SCALE);

/**
 * The paid multiplier after `revealed` safe cells, in ten-thousandths: floor((1 − edge) × C(n, k) / C(n − m, k)
 * × 10000), i.e. floor((10000 − edge in basis points) × C(n, k) / C(n − m, k)).
 */
export function boardMultiplierTenThousandths(
  cells: number,
  mines: number,
  revealed: number,
  edgeBasisPoints: number,
): number {
  checkBoard(cells, mines, revealed);
  const fair = binomial(cells, revealed);
  const safe = binomial(cells - mines, revealed);
  return Number((SCALE * (BASIS_POINTS - BigInt(edgeBasisPoints)) * fair) / (BASIS_POINTS * safe));
}

/** The chance that `revealed` cells picked on the board are all safe: C(n − m, k) / C(n, k). */
export function boardSurvivalChance(cells: number, mines: number, revealed: number): ExactRatio {
  checkBoard(cells, mines, revealed);
  return exactRatio(binomial(cells - mines, revealed), binomial(cells, revealed));
}

/** The return of "reveal `revealed` cells, then cash out": survival chance × paid multiplier. */
export function boardCashOutRtp(
  cells: number,
  mines: number,
  revealed: number,
  edgeBasisPoints: number,
): ExactRatio {
  const tenThousandths = boardMultiplierTenThousandths(cells, mines, revealed, edgeBasisPoints);
  return exactRatio(
    binomial(cells - mines, revealed) * BigInt(tenThousandths),
    SCALE * binomial(cells, revealed),
  );
}

/** A cash-out needs at least one mine, one safe cell and 1 … (safe cells) reveals. */
function checkBoard(cells: number, mines: number, revealed: number): void {
  const whole = [cells, mines, revealed].every(Number.isSafeInteger);
  if (!whole || mines < 1 || mines >= cells || revealed < 1 || revealed > cells - mines) {
    throw new RangeError(`no cash-out after ${revealed} reveals with ${mines} mines in ${cells} cells`);
  }
}
