/** A mines round replayed: `startMines(stream, mines, stake, houseEdge)`, then `minesAct` for every action. */
import { minesAct, minesPlayerView, startMines, type RandomStream } from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { outcomeOf } from './outcome-of.ts';
import { totalsFields, type Replayed } from './recomputed-round.ts';

export function replayMines(round: RoundVerification, stream: RandomStream): Replayed {
  const stored = outcomeOf(round, 'mines');
  const { mines, bet } = stored.view;
  const state = stored.actions.reduce(minesAct, startMines(stream, mines, bet.stake, bet.houseEdge));
  const view = minesPlayerView(state);
  const recomputed = {
    kind: 'mines',
    view,
    actions: stored.actions,
    closedBy: stored.closedBy,
    stake: state.bet.stake,
    totalWin: state.payout,
  } as const;
  return {
    recomputed,
    fields: [['outcome.view', stored.view, view], ...totalsFields(round, recomputed)],
  };
}
