/** A baccarat deal replayed: `startBaccarat(stream)`, then `settleBaccarat(round, bets)`. */
import { settleBaccarat, startBaccarat, type RandomStream } from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { outcomeOf } from './outcome-of.ts';
import { totalsFields, type Replayed } from './recomputed-round.ts';

export function replayBaccarat(round: RoundVerification, stream: RandomStream): Replayed {
  const stored = outcomeOf(round, 'baccarat');
  const dealt = startBaccarat(stream);
  const settlement = settleBaccarat(dealt, stored.bets);
  const recomputed = {
    kind: 'baccarat',
    bets: stored.bets,
    round: dealt,
    settlement,
    stake: settlement.totalStake,
    totalWin: settlement.totalPayout,
  } as const;
  return {
    recomputed,
    fields: [
      ['outcome.round', stored.round, dealt],
      ['outcome.settlement', stored.settlement, settlement],
      ...totalsFields(round, recomputed),
    ],
  };
}
