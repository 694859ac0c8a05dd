/** Baccarat (punto banco), an eight-deck shoe shuffled every round: deal, bets, bead road and exact RTP. */

/** Decks in the shoe (8). */
export { BACCARAT_DECKS } from './baccarat-round.ts';
/** Which hand won, or a tie. */
export type { BaccaratOutcome } from './baccarat-round.ts';
/** Why a hand drew a third card or stood, as a code the UI translates. */
export type { BaccaratHandRule } from './baccarat-round.ts';
/** One side's cards, two-card total, final total and drawing rule. */
export type { BaccaratHand } from './baccarat-round.ts';
/** A dealt round: both hands, the outcome, natural and pairs; plain data. */
export type { BaccaratRound } from './baccarat-round.ts';
/** Shuffles an eight-deck shoe with the stream (the round's only draw) and deals the round. */
export { startBaccarat } from './baccarat-round.ts';
/** Deals a round from the top of a list of cards by the drawing rules. */
export { dealBaccarat } from './baccarat-round.ts';
/** The winner of two final totals. */
export { baccaratOutcomeOf } from './baccarat-round.ts';
/** The banker's tableau: for each two-card total 0–7, the player third-card points it draws on. */
export { BACCARAT_BANKER_TABLEAU } from './baccarat-rules.ts';
/** The highest two-card total the player (and the banker, when the player stood) draws on (5). */
export { BACCARAT_DRAWS_UP_TO } from './baccarat-rules.ts';
/** The points of a card: ace 1, 2–9 face value, 10 and faces 0. */
export { baccaratPoints } from './baccarat-rules.ts';
/** The total of a hand: its points modulo 10. */
export { baccaratTotal } from './baccarat-rules.ts';
/** Every bet of the table: player, banker, tie, player pair, banker pair. */
export { BACCARAT_BET_KINDS } from './baccarat-bets.ts';
/** A bet of the table. */
export type { BaccaratBetKind } from './baccarat-bets.ts';
/** Stakes in minor units by bet. */
export type { BaccaratBets } from './baccarat-bets.ts';
/** Winnings per unit staked as a fraction. */
export type { BaccaratPay } from './baccarat-bets.ts';
/** What each bet wins per unit staked: 1:1, 19:20, 8:1, 11:1, 11:1. */
export { BACCARAT_PAYS } from './baccarat-bets.ts';
/** Win, lose or push. */
export type { BaccaratBetResult } from './baccarat-bets.ts';
/** One settled bet: stake, result and payout. */
export type { BaccaratBetSettlement } from './baccarat-bets.ts';
/** A round's settled bets and their totals. */
export type { BaccaratSettlement } from './baccarat-bets.ts';
/** The part of a round bets are settled on and the bead road shows: outcome and pairs. */
export type { BaccaratResult } from './baccarat-bets.ts';
/** Settles bets on a dealt round: payouts per bet (a push returns the stake) and totals. */
export { settleBaccarat } from './baccarat-bets.ts';
/** Whether a bet wins, loses or pushes on a round. */
export { baccaratBetResult } from './baccarat-bets.ts';
/** What a bet pays back for a result, winnings floored to minor units. */
export { baccaratPayout } from './baccarat-bets.ts';
/** The smallest and largest stake of one bet kind. */
export type { BaccaratBetLimit } from './baccarat-limits.ts';
/** A table's limits per bet kind and per round. */
export type { BaccaratTableLimits } from './baccarat-limits.ts';
/** Why a round's bets cannot be accepted. */
export type { BaccaratBetProblem } from './baccarat-limits.ts';
/** Checks a round's bets against the table limits; null when they can be placed. */
export { validateBaccaratBets } from './baccarat-limits.ts';
/** Rows of a bead road (6). */
export { BEAD_ROAD_ROWS } from './bead-road.ts';
/** P, B or T. */
export type { BeadRoadMark } from './bead-road.ts';
/** One round on the bead road: mark and pair marks. */
export type { BeadRoadBead } from './bead-road.ts';
/** A bead road grid, cells[row][column]. */
export type { BeadRoad } from './bead-road.ts';
/** Rows and, for a fixed-width board, columns of a bead road. */
export type { BeadRoadOptions } from './bead-road.ts';
/** The bead road of past results: columns filled top to bottom, left to right. */
export { baccaratBeadRoad } from './bead-road.ts';
/** Ordered six-card sequences giving each outcome, and their total. */
export type { BaccaratOutcomeCombinations } from './baccarat-combinations.ts';
/** Cards of each points value 0–9 in a shoe of a number of decks. */
export { baccaratShoeComposition } from './baccarat-combinations.ts';
/** The exact outcome counts of a shoe composition, by enumeration without replacement. */
export { baccaratOutcomeCombinations } from './baccarat-combinations.ts';
/** The eight-deck outcome counts: player, banker, tie, out of 416 · 415 · … · 411. */
export { BACCARAT_OUTCOME_COMBINATIONS } from './baccarat-rtp.ts';
/** The exact chance of a pair in a hand's first two cards (31/415 with eight decks). */
export { baccaratPairProbability } from './baccarat-rtp.ts';
/** The exact return to player of a bet, optionally with a stake's flooring. */
export { exactRtpOfBaccaratBet } from './baccarat-rtp.ts';
/** The return to player of a bet as a number. */
export { rtpOfBaccaratBet } from './baccarat-rtp.ts';
/** The return to player of every bet (banker 0.98942, player 0.98765, tie 0.85640, pairs 0.89639). */
export { BACCARAT_RTP } from './baccarat-rtp.ts';
