/** A plinko drop replayed: `dropBall(stream, rows, risk, bet, houseEdge)`. */
import { dropBall, type RandomStream } from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { outcomeOf } from './outcome-of.ts';
import { totalsFields, type Replayed } from './recomputed-round.ts';

export function replayPlinko(round: RoundVerification, stream: RandomStream): Replayed {
  const stored = outcomeOf(round, 'plinko');
  const { rows, risk, houseEdge } = stored;
  const drop = dropBall(stream, rows, risk, round.bet, houseEdge);
  const recomputed = {
    kind: 'plinko',
    rows,
    risk,
    houseEdge,
    drop,
    stake: round.bet,
    totalWin: drop.payout,
  } as const;
  return {
    recomputed,
    fields: [['outcome.drop', stored.drop, drop], ...totalsFields(round, recomputed)],
  };
}
