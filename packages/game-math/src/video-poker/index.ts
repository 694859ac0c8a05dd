/** Video poker: 9/6 Jacks or Better, one deck shuffled per round, one draw, exact hold hints and return. */

/** Every hand category, best first (the pay table's order, 'nothing' last). */
export { HAND_CATEGORIES } from './hand-category.ts';
/** A hand's category: royal flush … jacks or better, or nothing. */
export type { HandCategory } from './hand-category.ts';
/** The category of five distinct cards given as codes ('AS', 'TH', …). */
export { handCategory } from './hand-category.ts';
/** One paying hand of the pay table and what it pays for 1–5 coins. */
export type { PayTableRow } from './pay-table.ts';
/** The 9/6 Jacks or Better pay table, in coins won per bet of 1–5 coins (royal 4000 at 5 coins). */
export { JACKS_OR_BETTER_9_6 } from './pay-table.ts';
/** The fewest coins a bet may have (1). */
export { VIDEO_POKER_MIN_COINS } from './pay-table.ts';
/** The most coins a bet may have (5), which earns the royal-flush bonus. */
export { VIDEO_POKER_MAX_COINS } from './pay-table.ts';
/** Dealt and waiting for the hold, or drawn and paid. */
export type { VideoPokerStage } from './video-poker-round.ts';
/** A bet: 1–5 coins of a coin value in minor units. */
export type { VideoPokerBet } from './video-poker-round.ts';
/** A round as plain data: the shuffled deck, the hand, the hold, the bet and the payout. */
export type { VideoPokerState } from './video-poker-round.ts';
/** A round as the player may see it, the deck hidden until the draw. */
export type { VideoPokerPlayerView } from './video-poker-round.ts';
/** The player's move: draw, keeping the flagged cards. */
export type { VideoPokerAction } from './video-poker-round.ts';
/** Why a bet or a draw is refused. */
export type { VideoPokerProblem } from './video-poker-round.ts';
/** The largest coin value, so that the top prize stays an exact integer. */
export { VIDEO_POKER_MAX_COIN_VALUE } from './video-poker-round.ts';
/** Checks a bet; null when it can be placed. */
export { validateVideoPokerBet } from './video-poker-round.ts';
/** Checks a draw; null when it can be made. */
export { validateVideoPokerDraw } from './video-poker-round.ts';
/** Checks a move; null when it can be made. */
export { validateVideoPokerAction } from './video-poker-round.ts';
/** The stake of a bet in minor units: coins × coin value. */
export { videoPokerStake } from './video-poker-round.ts';
/** What a hand of a category pays on a bet, in minor units. */
export { videoPokerPayout } from './video-poker-round.ts';
/** Shuffles one deck with the stream (the round's only draw) and deals five cards. */
export { deal } from './video-poker-round.ts';
/** Keeps the held cards, replaces the rest from the deck in order, and pays. */
export { draw } from './video-poker-round.ts';
/** Plays a move (the draw). */
export { videoPokerAct } from './video-poker-round.ts';
/** The moves the player may make now: the 32 holds, or none once drawn. */
export { videoPokerLegalActions } from './video-poker-round.ts';
/** The round without its deck order while the player still has to draw. */
export { videoPokerPlayerView } from './video-poker-round.ts';
/** One of the 32 ways to play a hand, with its exact outcome counts and expected return. */
export type { HoldValue } from './hold-values.ts';
/** All 32 holds of a hand with their exact expected returns for a bet of some coins. */
export { holdValues } from './hold-values.ts';
/** The best hold of a hand and its exact expected return (ties: more cards kept, then leftmost). */
export { bestHold } from './hold-values.ts';
/** The exact return to player of optimal play for a bet of 1–5 coins. */
export { rtpOfVideoPoker } from './video-poker-rtp.ts';
