/** A video poker round replayed: `deal(stream, bet)`, then `videoPokerAct` for the draw. */
import {
  deal,
  videoPokerAct,
  videoPokerPlayerView,
  videoPokerStake,
  type RandomStream,
} from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { outcomeOf } from './outcome-of.ts';
import { totalsFields, type Replayed } from './recomputed-round.ts';

export function replayVideoPoker(round: RoundVerification, stream: RandomStream): Replayed {
  const stored = outcomeOf(round, 'video-poker');
  const state = stored.actions.reduce(videoPokerAct, deal(stream, stored.view.bet));
  const view = videoPokerPlayerView(state);
  const recomputed = {
    kind: 'video-poker',
    view,
    actions: stored.actions,
    closedBy: stored.closedBy,
    stake: videoPokerStake(state.bet),
    totalWin: state.payout,
  } as const;
  return {
    recomputed,
    fields: [['outcome.view', stored.view, view], ...totalsFields(round, recomputed)],
  };
}
