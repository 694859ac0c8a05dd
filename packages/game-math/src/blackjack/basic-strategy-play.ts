/** A whole round played by basic strategy, as the return analysis assumes (for simulations and autoplay). */
import type { RandomStream } from '../fairness/random-stream.ts';
import { basicStrategyMove } from './basic-strategy-move.ts';
import { blackjackAct, startBlackjack } from './blackjack-round.ts';
import type { BlackjackState } from './blackjack-state.ts';

/** Starts a round and plays every decision by basic strategy (never insuring) to the end. */
export function playRoundByBasicStrategy(stream: RandomStream, bet: number): BlackjackState {
  let state = startBlackjack(stream, bet);
  for (let move = basicStrategyMove(state); move !== null; move = basicStrategyMove(state))
    state = blackjackAct(state, move);
  return state;
}
