/** Mines: a 5 × 5 board with 1–24 mines placed by one shuffle; reveal safe cells and cash out before a mine. */

/** Cells on the board (25, numbered 0–24 row by row). */
export { MINES_CELLS } from './mines-board.ts';
/** The fewest mines a round may have (1). */
export { MINES_MIN_MINES } from './mines-board.ts';
/** The most mines a round may have (24). */
export { MINES_MAX_MINES } from './mines-board.ts';
/** The house edge when none is configured (1 %). */
export { MINES_DEFAULT_HOUSE_EDGE } from './mines-board.ts';
/** Playing, lost on a mine or cashed out. */
export type { MinesStatus } from './mines-round.ts';
/** The stake and house edge of a round. */
export type { MinesBet } from './mines-round.ts';
/** A round of Mines as plain data, mine positions included. */
export type { MinesState } from './mines-round.ts';
/** A round as the player may see it, mine positions hidden until it ends. */
export type { MinesPlayerView } from './mines-round.ts';
/** Reveal a cell or cash out. */
export type { MinesAction } from './mines-round.ts';
/** Why a round cannot start or a move cannot be made. */
export type { MinesProblem } from './mines-round.ts';
/** Checks a mine count; null when a round can start with it. */
export { validateMinesStart } from './mines-round.ts';
/** Checks a reveal; null when it can be made. */
export { validateReveal } from './mines-round.ts';
/** Checks a cash-out; null when it can be made. */
export { validateCashOut } from './mines-round.ts';
/** Checks a move; null when it can be made. */
export { validateMinesAction } from './mines-round.ts';
/** Places the mines with the stream's shuffle and starts a round. */
export { startMines } from './mines-round.ts';
/** Reveals a cell: a mine loses, the last safe cell cashes out. */
export { reveal } from './mines-round.ts';
/** Ends a round and pays stake × multiplier, floored to minor units. */
export { cashOut } from './mines-round.ts';
/** Plays a move (reveal or cash out). */
export { minesAct } from './mines-round.ts';
/** The moves the player may make now. */
export { minesLegalActions } from './mines-round.ts';
/** The round without its mine positions while it is played. */
export { minesPlayerView } from './mines-round.ts';
/** One mine count's cash-out multipliers (index i: after i + 1 safe reveals). */
export type { MinesMultiplierRow } from './mines-multipliers.ts';
/** The cash-out multiplier after k safe reveals, (1 − edge) × C(25, k) / C(25 − m, k) floored to 4 decimals. */
export { minesMultiplier } from './mines-multipliers.ts';
/** The same multiplier in ten-thousandths. */
export { minesMultiplierTenThousandths } from './mines-multipliers.ts';
/** Every mine count's cash-out multipliers, for the pay table. */
export { minesMultiplierTable } from './mines-multipliers.ts';
/** A rational in lowest terms (BigInt numerator and denominator) with its value as a number. */
export type { ExactRatio } from '../exact/exact-ratio.ts';
/** The exact return of one cash-out point, with its mine count and reveals. */
export type { MinesCashOutRtp } from './mines-rtp.ts';
/** The exact return of "reveal k cells, then cash out". */
export { rtpOfMinesCashOut } from './mines-rtp.ts';
/** The lowest return of any cash-out point of one mine count. */
export { rtpOfMineCount } from './mines-rtp.ts';
/** The game's published return: the lowest of any cash-out point, which no strategy goes below. */
export { rtpOfMines } from './mines-rtp.ts';
