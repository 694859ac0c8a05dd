/** Plinko: a ball bounces left or right down 8–16 rows of pegs into a bin whose multiplier it pays. */

/** The fewest rows a board may have (8). */
export { PLINKO_MIN_ROWS } from './plinko-board.ts';
/** The most rows a board may have (16). */
export { PLINKO_MAX_ROWS } from './plinko-board.ts';
/** The risk levels: low, medium, high. */
export { PLINKO_RISKS } from './plinko-board.ts';
/** The house edge when none is configured (1 %), the one the pay tables are designed for. */
export { PLINKO_DEFAULT_HOUSE_EDGE } from './plinko-board.ts';
/** Low, medium or high risk. */
export type { PlinkoRisk } from './plinko-board.ts';
/** A row count from 8 to 16. */
export type { PlinkoRows } from './plinko-board.ts';
/** Why a board cannot be played. */
export type { PlinkoProblem } from './plinko-board.ts';
/** Checks a board's rows and risk; null when it can be played. */
export { validatePlinkoBoard } from './plinko-board.ts';
/** The pay tables at a 1 % edge: the multiplier of each bin by risk and rows. */
export { PLINKO_TABLES } from './plinko-tables.ts';
/** The multiplier of each bin of a board at a house edge, 2 decimals. */
export { plinkoMultipliers } from './plinko-multipliers.ts';
/** The multiplier of each bin in hundredths. */
export { plinkoMultiplierHundredths } from './plinko-multipliers.ts';
/** An exact return: BigInt numerator and denominator in lowest terms, and the value. */
export type { PlinkoRtp } from './plinko-rtp.ts';
/** The exact return to player of a board, Σ C(rows, k) / 2^rows × multiplier[k]. */
export { rtpOfPlinko } from './plinko-rtp.ts';
/** Where a ball went (path, bin) and what it paid. */
export type { PlinkoDrop } from './drop-ball.ts';
/** Drops a ball with one int(2) per row and settles the stake. */
export { dropBall } from './drop-ball.ts';
