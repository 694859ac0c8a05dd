/** A dice roll replayed: `playDice(stream, { direction, target, houseEdge }, bet)`. */
import { playDice, type RandomStream } from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { outcomeOf } from './outcome-of.ts';
import { totalsFields, type Replayed } from './recomputed-round.ts';

export function replayDice(round: RoundVerification, stream: RandomStream): Replayed {
  const { direction, target, houseEdge, roll: storedRoll } = outcomeOf(round, 'dice');
  const roll = playDice(stream, { direction, target, houseEdge }, round.bet);
  const recomputed = {
    kind: 'dice',
    direction,
    target,
    roll,
    stake: round.bet,
    totalWin: roll.payout,
  } as const;
  return {
    recomputed,
    fields: [['outcome.roll', storedRoll, roll], ...totalsFields(round, recomputed)],
  };
}
