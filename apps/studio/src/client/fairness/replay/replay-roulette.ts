/** A roulette spin replayed: `settleRoulette(spinRoulette(stream), bets)`. */
import { settleRoulette, spinRoulette, type RandomStream } from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { outcomeOf } from './outcome-of.ts';
import { totalsFields, type Replayed } from './recomputed-round.ts';

export function replayRoulette(round: RoundVerification, stream: RandomStream): Replayed {
  const stored = outcomeOf(round, 'roulette');
  const settlement = settleRoulette(spinRoulette(stream), stored.bets);
  const recomputed = {
    kind: 'roulette',
    bets: stored.bets,
    settlement,
    stake: settlement.totalStake,
    totalWin: settlement.totalPayout,
  } as const;
  return {
    recomputed,
    fields: [['outcome.settlement', stored.settlement, settlement], ...totalsFields(round, recomputed)],
  };
}
