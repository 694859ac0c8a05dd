/**
 * A round of 9/6 Jacks or Better. Its only draw comes first: one 52-card deck shuffled by the stream
 * (cards/cards.ts deck order, Fisher–Yates from the end, docs/fairness.md). The deal is cards 0–4 of the
 * shuffled deck. The player then holds any of the five and draws once: the replaced positions, left to right,
 * take cards 5, 6, 7, … in order. The final hand pays coin value × the pay table's coins for the bet
 * (pay-table.ts). The state is plain data; the deck order stays on the server until the round is over
 * (videoPokerPlayerView), since it holds the cards the player would draw.
 */
import { deck, cardCode } from '../cards/cards.ts';
import type { RandomStream } from '../fairness/random-stream.ts';
import { handCategory, type HandCategory } from './hand-category.ts';
import { coinsWon, isValidCoinCount } from './pay-table.ts';
import { HAND_SIZE } from './video-poker-cards.ts';

/** 'dealt': waiting for the player's hold; 'done': drawn and paid. */
export type VideoPokerStage = 'dealt' | 'done';

/** What the player bets: 1–5 coins of a coin value in minor units. */
export interface VideoPokerBet {
  readonly coins: number;
  /** Minor units per coin; the stake is coins × coinValue. */
  readonly coinValue: number;
}

/** A round of video poker; plain JSON data. */
export interface VideoPokerState {
  readonly stage: VideoPokerStage;
  /** The shuffled deck as card codes: 0–4 the deal, then the replacements in order. Secret until done. */
  readonly deck: readonly string[];
  /** The five cards on screen: the deal, then the final hand. */
  readonly hand: readonly string[];
  /** held[i]: position i was kept on the draw; all false until then. */
  readonly held: readonly boolean[];
  readonly bet: VideoPokerBet;
  /** The category of the hand on screen (the deal's, then the final hand's). */
  readonly category: HandCategory;
  /** Minor units paid once done: coinValue × coins won; 0 until then. */
  readonly payout: number;
}

/** The round as the player may see it: the deck only once the round is over. */
export type VideoPokerPlayerView = Omit<VideoPokerState, 'deck'> & {
  readonly deck: readonly string[] | null;
};

/** The player's one move: keep the flagged cards and replace the others. */
export interface VideoPokerAction {
  readonly type: 'draw';
  readonly held: readonly boolean[];
}

/** Why a bet cannot be placed or a draw cannot be made. */
export type VideoPokerProblem =
  'coins-out-of-range' | 'coin-value-out-of-range' | 'round-over' | 'hold-not-five-flags';

/** The largest coin value: the top prize (4000 coins) in minor units stays an exact integer. */
export const VIDEO_POKER_MAX_COIN_VALUE = Math.floor(Number.MAX_SAFE_INTEGER / 4000);

/** Why the bet cannot be placed, or null when it can. */
export function validateVideoPokerBet(bet: VideoPokerBet): VideoPokerProblem | null {
  if (!isValidCoinCount(bet.coins)) return 'coins-out-of-range';
  if (!Number.isInteger(bet.coinValue) || bet.coinValue < 1 || bet.coinValue > VIDEO_POKER_MAX_COIN_VALUE)
    return 'coin-value-out-of-range';
  return null;
}

/** Why the draw cannot be made, or null when it can. */
export function validateVideoPokerDraw(
  state: VideoPokerState,
  held: readonly boolean[],
): VideoPokerProblem | null {
  if (state.stage !== 'dealt') return 'round-over';
  if (!Array.isArray(held) || held.length !== HAND_SIZE || held.some((flag) => typeof flag !== 'boolean'))
    return 'hold-not-five-flags';
  return null;
}

/** Why the move cannot be made, or null when it can. */
export function validateVideoPokerAction(
  state: VideoPokerState,
  action: VideoPokerAction,
): VideoPokerProblem | null {
  return validateVideoPokerDraw(state, action.held);
}

/** The stake of a bet in minor units: coins × coinValue. */
export function videoPokerStake(bet: VideoPokerBet): number {
  return bet.coins * bet.coinValue;
}

/** Minor units a hand of this category pays on the bet: coinValue × coins won. */
export function videoPokerPayout(category: HandCategory, bet: VideoPokerBet): number {
  return bet.coinValue * coinsWon(category, bet.coins);
}

/** Shuffles the deck with the stream (the round's only draw) and deals its first five cards. */
export function deal(stream: RandomStream, bet: VideoPokerBet): VideoPokerState {
  const problem = validateVideoPokerBet(bet);
  if (problem) throw new RangeError(`video poker bet ${bet.coins} × ${bet.coinValue}: ${problem}`);
  const shuffled = stream.shuffle(deck()).map(cardCode);
  const hand = shuffled.slice(0, HAND_SIZE);
  return {
    stage: 'dealt',
    deck: shuffled,
    hand,
    held: new Array<boolean>(HAND_SIZE).fill(false),
    bet: { coins: bet.coins, coinValue: bet.coinValue },
    category: handCategory(hand),
    payout: 0,
  };
}

/** Keeps the held cards, replaces the others left to right with cards 5, 6, … of the deck, and pays. */
export function draw(state: VideoPokerState, held: readonly boolean[]): VideoPokerState {
  const problem = validateVideoPokerDraw(state, held);
  if (problem) throw new RangeError(`draw: ${problem}`);
  let next = HAND_SIZE;
  const hand = state.hand.map((card, position) => {
    if (held[position]) return card;
    const replacement = state.deck[next];
    next += 1;
    if (replacement === undefined) throw new Error('unreachable: the deck holds 52 cards');
    return replacement;
  });
  const category = handCategory(hand);
  return {
    ...state,
    stage: 'done',
    hand,
    held: [...held],
    category,
    payout: videoPokerPayout(category, state.bet),
  };
}

/** Plays a move (the draw). */
export function videoPokerAct(state: VideoPokerState, action: VideoPokerAction): VideoPokerState {
  return draw(state, action.held);
}

/** The moves the player may make now: the 32 holds (bit i of the index holds position i), or none once done. */
export function videoPokerLegalActions(state: VideoPokerState): VideoPokerAction[] {
  if (state.stage !== 'dealt') return [];
  return Array.from({ length: 1 << HAND_SIZE }, (_, mask) => ({
    type: 'draw',
    held: Array.from({ length: HAND_SIZE }, (_, position) => ((mask >> position) & 1) === 1),
  }));
}

/** The round without its deck order while the player still has to draw. */
export function videoPokerPlayerView(state: VideoPokerState): VideoPokerPlayerView {
  return state.stage === 'dealt' ? { ...state, deck: null } : state;
}
