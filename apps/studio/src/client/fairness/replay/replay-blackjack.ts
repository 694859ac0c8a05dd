/**
 * A blackjack round replayed: `startBlackjack(stream, bet)`, then `blackjackAct` for every recorded action (the
 * unfinished-round rule's moves included). The whole view is compared: shoe, hands, dealer and settlement.
 */
import {
  blackjackAct,
  blackjackInsuranceStake,
  blackjackPlayerView,
  startBlackjack,
  type BlackjackState,
  type RandomStream,
} from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { outcomeOf } from './outcome-of.ts';
import { totalsFields, type Replayed } from './recomputed-round.ts';

export function replayBlackjack(round: RoundVerification, stream: RandomStream): Replayed {
  const stored = outcomeOf(round, 'blackjack');
  const state = stored.actions.reduce(blackjackAct, startBlackjack(stream, round.bet));
  const view = blackjackPlayerView(state);
  const recomputed = {
    kind: 'blackjack',
    view,
    actions: stored.actions,
    closedBy: stored.closedBy,
    stake: staked(state),
    totalWin: state.settlement?.paid ?? 0,
  } as const;
  return {
    recomputed,
    fields: [['outcome.view', stored.view, view], ...totalsFields(round, recomputed)],
  };
}

/** Every stake of the round: the hands (doubles and splits included) and the insurance taken. */
function staked(state: BlackjackState): number {
  const hands = state.hands.reduce((sum, hand) => sum + hand.stake, 0);
  return hands + (state.insurance === 'taken' ? blackjackInsuranceStake(state.bet) : 0);
}
