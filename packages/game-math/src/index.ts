/**
 * Provably fair random stream, pure game outcome functions and RTP calculators. No I/O; runs the same,
 * synchronously, in Node and in browsers. docs/fairness.md describes the algorithm and how to verify a round.
 */

// Provably fair randomness

/** The seeds a round's randomness comes from: server seed, client seed and nonce. */
export type { RandomStreamSeeds } from './fairness/random-stream.ts';
/** Draws of a round (bytes, integers, floats, weighted picks, shuffles), read strictly in order. */
export type { RandomStream } from './fairness/random-stream.ts';
/** The stream of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`) bytes for round 0, 1, 2, … */
export { createRandomStream } from './fairness/random-stream.ts';
/** Random bytes a server seed is made of (32). */
export { SERVER_SEED_BYTES } from './fairness/seeds.ts';
/** 32 caller-supplied random bytes as the 64-hex-character server seed. */
export { generateServerSeed } from './fairness/seeds.ts';
/** The commitment shown before play: SHA-256 hex of the server seed. */
export { hashServerSeed } from './fairness/seeds.ts';
/** Whether a revealed server seed matches the commitment shown before. */
export { verifyServerSeed } from './fairness/seeds.ts';

// Crash

/** The crash point of a round as a two-decimal multiplier, at least 1.00. */
export { crashPoint } from './fairness/crash-point.ts';
/** The crash point in hundredths (237 for 2.37×), at least 100. */
export { crashPointHundredths } from './fairness/crash-point.ts';
/** The highest crash point, in hundredths (1,000,000.00×). */
export { CRASH_POINT_MAX_HUNDREDTHS } from './fairness/crash-point.ts';
/** A shared table's seeds s(1) … s(N), hashed down from its secret end, and the commitment s(0). */
export { hashChain } from './fairness/hash-chain.ts';
/** Whether a revealed seed is the round after another in its chain. */
export { followsInChain } from './fairness/hash-chain.ts';
/** The round number of a revealed seed in a committed chain, or null. */
export { roundInChain } from './fairness/hash-chain.ts';
/** A shared crash round's timeline on the server clock: betting, waiting, flying, crashed (crash/crash-round.ts). */
export {
  autoCashOut,
  BETTING_WINDOW_MS,
  cashOutAt,
  CRASH_PACE,
  crashTimeline,
  GROWTH_PER_MS,
  multiplierAt,
  phaseAt,
  TAKE_OFF_DELAY_MS,
  takesBet,
  timeToReach,
} from './crash/crash-round.ts';
export type { CrashPace, CrashPhase, CrashTimeline } from './crash/crash-round.ts';
/** The exact return of a crash cash-out at a target, and the draws that reach it. */
export { crashReturn, drawsReaching } from './crash/crash-return.ts';
/** What a crash bet pays: its first cash-out (automatic or manual) times the stake, rounded down. */
export { cashedOutMultiplier, crashPayout, payoutAt } from './crash/crash-bet.ts';
export type { CrashBet } from './crash/crash-bet.ts';
/** A live-format table's continuous schedule of shared rounds (shared-round/table-schedule.ts). */
export {
  LIVE_BACCARAT_SCHEDULE,
  LIVE_ROULETTE_SCHEDULE,
  periodOf,
  roundAt,
  scheduledRound,
  takesTableBet,
} from './shared-round/table-schedule.ts';
export type { ScheduledRound, TablePhase, TableSchedule } from './shared-round/table-schedule.ts';

// Dice

/** Over or under the target. */
export type { DiceDirection } from './dice/dice.ts';
/** A dice bet: direction, target (0.00–99.99) and house edge. */
export type { DiceBet } from './dice/dice.ts';
/** The outcome of a roll: roll, win, multiplier and payout in minor units. */
export type { DiceRoll } from './dice/dice.ts';
/** Why a dice target cannot be bet on. */
export type { DiceTargetProblem } from './dice/dice.ts';
/** Possible rolls (10,000: 0.00 to 99.99). */
export { DICE_OUTCOMES } from './dice/dice.ts';
/** The lowest win chance a target may have, in rolls of 10,000 (1 %). */
export { DICE_MIN_WINNING_OUTCOMES } from './dice/dice.ts';
/** The highest win chance a target may have, in rolls of 10,000 (98 %). */
export { DICE_MAX_WINNING_OUTCOMES } from './dice/dice.ts';
/** Checks a dice target; null when it can be bet on. */
export { validateDiceTarget } from './dice/dice.ts';
/** The win chance of a target, in percent. */
export { diceWinChance } from './dice/dice.ts';
/** The payout multiplier of a bet, floored to 4 decimals. */
export { diceMultiplier } from './dice/dice.ts';
/** Rolls the dice from a stream and settles a stake. */
export { playDice } from './dice/dice.ts';
/** The exact return to player of a dice bet, optionally with the flooring of a given stake. */
export { rtpOfDice } from './dice/dice.ts';

// Slots: definitions

/** A slot game as plain data: grid, symbols, strips, pays and optional features. */
export type { SlotDefinition } from './slots/slot-definition.ts';
/** A symbol: id, kind and pays by count (in coins). */
export type { SlotSymbol } from './slots/slot-definition.ts';
/** Regular, wild or scatter. */
export type { SlotSymbolKind } from './slots/slot-definition.ts';
/** How a game pays: along lines or all ways. */
export type { SlotPays } from './slots/slot-definition.ts';
/** Lines pays: one row index per reel for each line. */
export type { LinePays } from './slots/slot-definition.ts';
/** All-ways pays. */
export type { WaysPays } from './slots/slot-definition.ts';
/** Free spins: awards and retriggers by scatter count, the cap and the win multiplier. */
export type { FreeSpinsRule } from './slots/slot-definition.ts';
/** Megaways: the weighted row counts a reel can show. */
export type { MegawaysRule } from './slots/slot-definition.ts';
/** Bonus buy: price in coins and the spins bought. */
export type { BonusBuyRule } from './slots/slot-definition.ts';
/** Drops: a random prize per paid spin with a fixed chance. */
export type { DropsRule } from './slots/slot-definition.ts';
/** One prize of a drops table: coins and weight. */
export type { DropPrize } from './slots/slot-definition.ts';
/** A base-game (paid) spin or a free spin. */
export type { SlotMode } from './slots/slot-definition.ts';
/** Every problem of a definition; empty when it can be played. */
export { validateSlotDefinition } from './slots/validate-definition.ts';
/** The largest free-spins cap a definition may set. */
export { MAX_FEATURE_SPINS } from './slots/validate-definition.ts';
/** A standard set of paylines for a grid, simplest first. */
export { standardPaylines } from './slots/paylines.ts';
/** How many standard paylines a grid has. */
export { standardPaylineCount } from './slots/paylines.ts';

// Slots: play

/** [reel, row] of a symbol in the window. */
export type { SlotPosition } from './slots/evaluate-window.ts';
/** The total bet and mode of a spin. */
export type { SlotSpinOptions } from './slots/spin.ts';
/** Everything a spin shows and pays; plain data. */
export type { SlotSpinResult } from './slots/spin.ts';
/** One line or ways win of a spin. */
export type { SlotWin } from './slots/spin.ts';
/** The scatters of a spin and what they pay. */
export type { SlotScatterWin } from './slots/spin.ts';
/** A drops prize won on a spin. */
export type { SlotDrop } from './slots/spin.ts';
/** Plays one spin from a stream. */
export { spin } from './slots/spin.ts';
/** The value of one coin for a total bet, in minor units. */
export { slotCoinValue } from './slots/spin.ts';
/** Whether a total bet can be staked on a game (a positive multiple of its betCoins). */
export { isValidSlotBet } from './slots/spin.ts';
/** Where a free-spins feature stands; plain data to store between spins. */
export type { FreeSpinsState } from './slots/free-spins.ts';
/** One free spin and the feature's state after it. */
export type { FreeSpinStep } from './slots/free-spins.ts';
/** A feature played to its end. */
export type { FreeSpinsFeature } from './slots/free-spins.ts';
/** A bought feature and its price. */
export type { BonusBuyResult } from './slots/free-spins.ts';
/** A new feature of a number of free spins. */
export { startFreeSpins } from './slots/free-spins.ts';
/** Whether a feature has played all its spins. */
export { isFreeSpinsOver } from './slots/free-spins.ts';
/** Plays a feature's next free spin. */
export { nextFreeSpin } from './slots/free-spins.ts';
/** Plays a feature from its state to the end. */
export { playFreeSpins } from './slots/free-spins.ts';
/** The bonus-buy price for a total bet, in minor units. */
export { bonusBuyPrice } from './slots/free-spins.ts';
/** Buys the feature and plays all of it. */
export { buyBonus } from './slots/free-spins.ts';

// Slots: return to player

/** The exact RTP of a game and its parts. */
export type { SlotRtp } from './slots/rtp.ts';
/** The exact RTP of a game's bonus buy. */
export type { BonusBuyRtp } from './slots/rtp.ts';
/** The exact RTP of a slot definition, by combinatorics over its strips. */
export { rtpOfSlot } from './slots/rtp.ts';
/** The exact RTP of a slot definition's bonus buy. */
export { rtpOfBonusBuy } from './slots/rtp.ts';

// Slots: generated games

/** Parameters of a generated game. */
export type { SlotPresetParams } from './slots/presets.ts';
/** Low, medium or high volatility. */
export type { SlotVolatility } from './slots/presets.ts';
/** Classic, megaways, bonus buy or drops and wins. */
export type { SlotVariant } from './slots/presets.ts';
/** Builds a game from parameters, tuned to its target RTP. */
export { makeSlotDefinition } from './slots/presets.ts';
/** How far a generated game's RTP may be from its target. */
export { PRESET_RTP_TOLERANCE } from './slots/presets.ts';
/** Coins in a generated ways game's total bet, before coin scaling. */
export { WAYS_BET_COINS } from './slots/presets.ts';

// Table and instant games: each game's own index lists its exports (docs/fairness.md describes every draw).

export * from './cards/index.ts';
export * from './roulette/index.ts';
export * from './baccarat/index.ts';
export * from './blackjack/index.ts';
export * from './video-poker/index.ts';
export * from './mines/index.ts';
export * from './plinko/index.ts';
