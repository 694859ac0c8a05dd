/**
 * Blackjack: six decks shuffled per round, dealer stands on soft 17, blackjack pays 3:2, peek, insurance,
 * double any two cards and after splits, split to four hands, one card to split aces, no surrender.
 */

// Rules

/** Decks in the shoe (6), shuffled afresh every round. */
export { BLACKJACK_DECKS } from './blackjack-rules.ts';
/** The most hands a player can hold by splitting (4). */
export { BLACKJACK_MAX_HANDS } from './blackjack-rules.ts';
/** The total the dealer stands on, soft or hard (17). */
export { DEALER_STANDS_ON } from './blackjack-rules.ts';
/** The table's rules as data, for the rules panel. */
export type { BlackjackRules } from './blackjack-rules.ts';
/** The rules the table plays by. */
export { BLACKJACK_RULES } from './blackjack-rules.ts';
/** A hand's total and whether an ace counts 11 in it. */
export type { BlackjackHandValue } from './hand-value.ts';
/** A hand's best total: aces 1 or 11, pictures 10. */
export { blackjackHandValue } from './hand-value.ts';
/** A card's points with an ace as 1 (pictures 10). */
export { blackjackCardPoints } from './hand-value.ts';

// The round

/** Waiting for insurance, the player's plays, or over. */
export type { BlackjackPhase } from './blackjack-state.ts';
/** Whether insurance was offered, is pending, declined or taken. */
export type { BlackjackInsurance } from './blackjack-state.ts';
/** insurance-yes/no, hit, stand, double, split. */
export type { BlackjackAction } from './blackjack-state.ts';
/** Every action, in the order blackjackLegalActions lists them. */
export { BLACKJACK_ACTIONS } from './blackjack-state.ts';
/** One of the player's hands: cards, stake, doubled, from a split, finished. */
export type { BlackjackHand } from './blackjack-state.ts';
/** blackjack, win, push, lose or bust. */
export type { BlackjackHandResult } from './blackjack-state.ts';
/** A settled hand: result, stake and payout. */
export type { BlackjackHandSettlement } from './blackjack-state.ts';
/** What a finished round pays: hands, insurance, totals staked and paid. */
export type { BlackjackSettlement } from './blackjack-state.ts';
/** A round as plain data, shoe included (server side). */
export type { BlackjackState } from './blackjack-state.ts';
/** Why a round cannot start or an action cannot be played. */
export type { BlackjackProblem } from './blackjack-state.ts';
/** The largest bet in minor units (payouts of up to 16 bets stay exact integers). */
export { BLACKJACK_MAX_BET } from './blackjack-round.ts';
/** Checks a bet; null when a round can start with it. */
export { validateBlackjackBet } from './blackjack-round.ts';
/** Shuffles the shoe (the round's only draw) and deals the first four cards. */
export { startBlackjack } from './blackjack-round.ts';
/** Checks an action; null when it can be played now. */
export { validateBlackjackAction } from './blackjack-round.ts';
/** The actions the player may take now. */
export { blackjackLegalActions } from './blackjack-round.ts';
/** Plays an action; the dealer plays and the round settles when every hand is finished. */
export { blackjackAct } from './blackjack-round.ts';
/** The results and payouts of a finished round. */
export { settleBlackjack } from './blackjack-settlement.ts';
/** The insurance stake of a bet: half of it, floored. */
export { blackjackInsuranceStake } from './blackjack-settlement.ts';
/** A round as the player may see it: no hole card and no shoe until it is over. */
export type { BlackjackPlayerView } from './blackjack-view.ts';
/** The round without its hole card and shoe while it is played. */
export { blackjackPlayerView } from './blackjack-view.ts';

// Basic strategy

/** H hit, S stand, Dh double else hit, Ds double else stand, P split. */
export type { BlackjackStrategyCode } from './basic-strategy.ts';
/** Chart rows keyed by total or pair. */
export type { BlackjackStrategyRows } from './basic-strategy.ts';
/** The basic strategy chart: hard totals, soft totals, pairs, by dealer up card. */
export type { BlackjackStrategyChart } from './basic-strategy.ts';
/** Basic strategy for the table's rules, as data. */
export { BLACKJACK_BASIC_STRATEGY } from './basic-strategy.ts';
/** The move basic strategy makes now (the table's hint), on the state or the player's view. */
export { basicStrategyMove } from './basic-strategy-move.ts';
/** Starts a round and plays it to the end by basic strategy. */
export { playRoundByBasicStrategy } from './basic-strategy-play.ts';

// Return to player

/** The return of basic strategy per unit of the initial bet, to four decimals (0.9959). */
export { BLACKJACK_RTP } from './blackjack-rtp.ts';
/** How far the exact return may be from BLACKJACK_RTP: its rounding (0.00005). */
export { BLACKJACK_RTP_PRECISION } from './blackjack-rtp.ts';
/** The analysed expected result per unit of the initial bet (−0.00405922). */
export { BLACKJACK_EXPECTED_VALUE } from './blackjack-rtp.ts';
/** The chance of a player blackjack paid 3:2 (0.045323). */
export { BLACKJACK_PAID_BLACKJACK_CHANCE } from './blackjack-rtp.ts';
/** The analysed return for a bet, counting the flooring of an odd bet's 3:2. */
export { rtpOfBlackjack } from './blackjack-rtp.ts';
/** The result of the combinatorial analysis. */
export type { BlackjackReturnAnalysis } from './return-analysis.ts';
/** The exact combinatorial analysis of basic strategy's return for a shoe of 1–8 decks (a few seconds). */
export { analyseBlackjackReturn } from './return-analysis.ts';
