/** European roulette (single zero): one draw per spin, inside and outside bets, racetrack, limits and RTP. */

/** Pockets on the wheel (37: 0 to 36). */
export { ROULETTE_POCKETS } from './roulette-wheel.ts';
/** The pockets clockwise round the European wheel, from 0. */
export { EUROPEAN_WHEEL_ORDER } from './roulette-wheel.ts';
/** The 18 red numbers, ascending. */
export { RED_NUMBERS } from './roulette-wheel.ts';
/** The 18 black numbers, ascending. */
export { BLACK_NUMBERS } from './roulette-wheel.ts';
/** Green (zero), red or black. */
export type { RouletteColor } from './roulette-wheel.ts';
/** Whether a value is a pocket (an integer 0–36). */
export { isRouletteNumber } from './roulette-wheel.ts';
/** The colour of a pocket. */
export { rouletteColor } from './roulette-wheel.ts';
/** The winning number of a spin: stream.int(37). */
export { spinRoulette } from './roulette-wheel.ts';
/** Straight, split, street, corner or six line. */
export type { RouletteInsideKind } from './roulette-bet.ts';
/** Red, black, odd, even, low or high. */
export type { RouletteEvenMoneyKind } from './roulette-bet.ts';
/** Dozen, column or an even-money kind. */
export type { RouletteOutsideKind } from './roulette-bet.ts';
/** Every kind of bet. */
export type { RouletteBetKind } from './roulette-bet.ts';
/** Which dozen or column (1, 2 or 3). */
export type { RouletteThird } from './roulette-bet.ts';
/** An inside position: kind and the numbers it covers, ascending. */
export type { RouletteInsidePosition } from './roulette-bet.ts';
/** An outside position: a dozen, a column or an even-money kind. */
export type { RouletteOutsidePosition } from './roulette-bet.ts';
/** Where a bet is placed, without its amount. */
export type { RouletteBetPosition } from './roulette-bet.ts';
/** A bet: a position and its amount in minor units. */
export type { RouletteBet } from './roulette-bet.ts';
/** Why a position cannot be bet on. */
export type { RoulettePositionProblem } from './roulette-bet.ts';
/** The odds each kind pays (straight 35, …, even money 1); a win pays stake × (odds + 1). */
export { ROULETTE_PAYOUT_ODDS } from './roulette-bet.ts';
/** How many numbers an inside position of each kind covers. */
export { INSIDE_BET_SIZES } from './roulette-bet.ts';
/** Whether a position is an inside one. */
export { isInsidePosition } from './roulette-bet.ts';
/** A text key two bets share exactly when they are on the same position. */
export { rouletteBetKey } from './roulette-bet.ts';
/** Rows of the layout (12). */
export { LAYOUT_ROWS } from './inside-positions.ts';
/** Every legal inside position (145), by kind and then ascending numbers. */
export { ROULETTE_INSIDE_POSITIONS } from './inside-positions.ts';
/** Checks that numbers form a legal position of a kind on the layout; null when they do. */
export { validateInsidePosition } from './inside-positions.ts';
/** Why a bet cannot be placed: its position or its amount. */
export type { RouletteBetProblem } from './bet-positions.ts';
/** Every outside position (3 dozens, 3 columns, 6 even-money bets). */
export { ROULETTE_OUTSIDE_POSITIONS } from './bet-positions.ts';
/** Checks any position, inside or outside; null when it can be bet on. */
export { validateRouletteBetPosition } from './bet-positions.ts';
/** Checks a bet's position and amount; null when it can be placed. */
export { validateRouletteBet } from './bet-positions.ts';
/** The numbers a position wins on, ascending. */
export { rouletteBetNumbers } from './bet-positions.ts';
/** The fewest pockets either side a neighbour bet may take (1). */
export { NEIGHBOURS_MIN_COUNT } from './neighbours.ts';
/** The most pockets either side a neighbour bet may take (9). */
export { NEIGHBOURS_MAX_COUNT } from './neighbours.ts';
/** Pockets either side when none is given (2). */
export { NEIGHBOURS_DEFAULT_COUNT } from './neighbours.ts';
/** Why a neighbour bet cannot be placed. */
export type { NeighboursProblem } from './neighbours.ts';
/** Checks a neighbour bet's number and count; null when it can be placed. */
export { validateNeighbours } from './neighbours.ts';
/** The straights on a number and the pockets either side of it on the wheel, in wheel order. */
export { neighbours } from './neighbours.ts';
/** The neighbour straights with an amount on each. */
export { neighbourBets } from './neighbours.ts';
/** Voisins du zéro, tiers du cylindre, orphelins or jeu zéro. */
export type { RouletteAnnouncedBet } from './announced-bets.ts';
/** One chip stack of an announced bet: position and units. */
export type { RouletteAnnouncedChips } from './announced-bets.ts';
/** The chips of each announced bet. */
export { ROULETTE_ANNOUNCED_BETS } from './announced-bets.ts';
/** The bets an announced bet places at a unit amount per chip. */
export { announcedBets } from './announced-bets.ts';
/** A table's limits per inside and outside position and per spin, in minor units. */
export type { RouletteTableLimits } from './table-limits.ts';
/** Why a set of limits cannot be a table's. */
export type { RouletteLimitsProblem } from './table-limits.ts';
/** Why a spin's bets cannot be placed together. */
export type { RouletteSpinProblem } from './table-limits.ts';
/** A spin's problem and the index of the offending bet. */
export type { RouletteSpinIssue } from './table-limits.ts';
/** Checks a table's limits; null when they can be used. */
export { validateRouletteTableLimits } from './table-limits.ts';
/** Merges bets on the same position, amounts added, in order of first appearance. */
export { mergeRouletteBets } from './table-limits.ts';
/** Checks a whole spin's bets against the limits; null when they can be placed. */
export { validateRouletteSpin } from './table-limits.ts';
/** A winning bet's index and payout. */
export type { RouletteWin } from './settle.ts';
/** A settled spin: number, colour, wins, total stake and total payout. */
export type { RouletteSettlement } from './settle.ts';
/** Settles bets on a winning number. */
export { settleRoulette } from './settle.ts';
/** Checks the bets, spins the wheel and settles them. */
export { playRoulette } from './settle.ts';
/** A fraction in lowest terms with its value. */
export type { RouletteRatio } from './roulette-rtp.ts';
/** The return of every roulette bet: exactly 36/37. */
export { ROULETTE_RTP } from './roulette-rtp.ts';
/** The exact return of a position, by enumerating the 37 winning numbers. */
export { rtpOfRouletteBet } from './roulette-rtp.ts';
