/** What the player may see of a round: no hole card and no undealt cards until the round is over. */
import type { Card } from '../cards/cards.ts';
import type { BlackjackState } from './blackjack-state.ts';

/** A round as the player sees it. */
export interface BlackjackPlayerView extends Omit<BlackjackState, 'shoe' | 'dealer'> {
  /** The whole shoe once the round is over (to check against the seeds), null before. */
  readonly shoe: readonly Card[] | null;
  /** The dealer's cards; null is the face-down hole card while the round is played. */
  readonly dealer: readonly (Card | null)[];
}

/** The round without its hole card and shoe while it is still being played. */
export function blackjackPlayerView(state: BlackjackState): BlackjackPlayerView {
  if (state.phase === 'over') return state;
  return { ...state, shoe: null, dealer: state.dealer.map((card, index) => (index === 1 ? null : card)) };
}
