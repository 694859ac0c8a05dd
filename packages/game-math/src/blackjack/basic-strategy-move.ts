/** The basic-strategy hint for the hand being played (the player can switch it on at the table). */
import { basicStrategyPlay } from './basic-strategy.ts';
import { BLACKJACK_MAX_HANDS } from './blackjack-rules.ts';
import type { BlackjackAction } from './blackjack-state.ts';
import type { BlackjackPlayerView } from './blackjack-view.ts';
import { blackjackCardPoints, blackjackHandValue, isPair } from './hand-value.ts';

/**
 * The move basic strategy makes now: 'insurance-no' at the insurance decision (never insure), the play of the
 * active hand while playing, null once the round is over. Works on the server's state and the player's view.
 */
export function basicStrategyMove(
  round: Pick<BlackjackPlayerView, 'phase' | 'hands' | 'activeHand' | 'dealer'>,
): BlackjackAction | null {
  if (round.phase === 'insurance') return 'insurance-no';
  const hand = round.activeHand === null ? undefined : round.hands[round.activeHand];
  const up = round.dealer[0];
  if (round.phase !== 'player' || !hand || !up) return null;
  const pair = isPair(hand.cards);
  const [first] = hand.cards;
  return basicStrategyPlay(
    {
      ...blackjackHandValue(hand.cards),
      pairPoints: pair && first ? blackjackCardPoints(first) : null,
      canDouble: hand.cards.length === 2,
      canSplit: pair && round.hands.length < BLACKJACK_MAX_HANDS,
    },
    blackjackCardPoints(up),
  );
}
