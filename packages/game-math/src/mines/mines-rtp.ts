/**
 * The exact return to player of Mines. Whatever cells the player picks, the chance of surviving k reveals is
 * C(25 − m, k) / C(25, k), so a round's only decision that matters is when to stop. Any strategy, even one
 * that decides as it goes, stops after k reveals with some probability for each k, so its return is a
 * weighted average of the returns of "reveal k, then cash out". The lowest of those is therefore the
 * worst any strategy can get, and it is the figure published for the game.
 */
import { basisPoints } from '../house-edge.ts';
import { boardCashOutRtp } from './board-odds.ts';
import { isLessThan, type ExactRatio } from '../exact/exact-ratio.ts';
import {
  isValidMineCount,
  MINES_CELLS,
  MINES_DEFAULT_HOUSE_EDGE,
  MINES_MAX_MINES,
  MINES_MIN_MINES,
} from './mines-board.ts';

/** The return of one cash-out point, with where it is. */
export interface MinesCashOutRtp extends ExactRatio {
  readonly mines: number;
  readonly revealed: number;
}

/** The exact return of "reveal `revealed` cells, then cash out" with `mines` mines. */
export function rtpOfMinesCashOut(
  mines: number,
  revealed: number,
  houseEdge = MINES_DEFAULT_HOUSE_EDGE,
): MinesCashOutRtp {
  if (!isValidMineCount(mines))
    throw new RangeError(`mines must be ${MINES_MIN_MINES}–${MINES_MAX_MINES}, got ${mines}`);
  return { ...boardCashOutRtp(MINES_CELLS, mines, revealed, basisPoints(houseEdge)), mines, revealed };
}

/**
 * The game's return to player: the lowest return of any cash-out point over every mine count (fewest mines,
 * then fewest reveals, on a tie). No strategy returns less.
 */
export function rtpOfMines(houseEdge = MINES_DEFAULT_HOUSE_EDGE): MinesCashOutRtp {
  let worst = rtpOfMineCount(MINES_MIN_MINES, houseEdge);
  for (let mines = MINES_MIN_MINES + 1; mines <= MINES_MAX_MINES; mines += 1) {
    const rtp = rtpOfMineCount(mines, houseEdge);
    if (isLessThan(rtp, worst)) worst = rtp;
  }
  return worst;
}

/** The lowest return of any cash-out point with `mines` mines (fewest reveals on a tie). */
export function rtpOfMineCount(mines: number, houseEdge = MINES_DEFAULT_HOUSE_EDGE): MinesCashOutRtp {
  let worst = rtpOfMinesCashOut(mines, 1, houseEdge);
  for (let revealed = 2; revealed <= MINES_CELLS - mines; revealed += 1) {
    const rtp = rtpOfMinesCashOut(mines, revealed, houseEdge);
    if (isLessThan(rtp, worst)) worst = rtp;
  }
  return worst;
}
