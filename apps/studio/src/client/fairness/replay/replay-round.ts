/** Replays a round of any kind from its stream, the way the game server played it (docs/studio.md). */
import type { RandomStream, SlotDefinition } from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import type { Replayed } from './recomputed-round.ts';
import { replayBaccarat } from './replay-baccarat.ts';
import { replayBlackjack } from './replay-blackjack.ts';
import { replayDice } from './replay-dice.ts';
import { replayMines } from './replay-mines.ts';
import { replayPlinko } from './replay-plinko.ts';
import { replayRoulette } from './replay-roulette.ts';
import { replayBonusBuy, replaySpin } from './replay-slot.ts';
import { replayVideoPoker } from './replay-video-poker.ts';

/** Throws (a RangeError from game-math, mostly) when the stored inputs cannot be replayed. */
export function replayRound(
  round: RoundVerification,
  definition: SlotDefinition | null,
  stream: RandomStream,
): Replayed {
  switch (round.kind) {
    case 'spin':
    case 'bonus-buy': {
      if (definition === null) throw new RangeError(`${round.gameId} has no slot definition`);
      const replaySlot = round.kind === 'spin' ? replaySpin : replayBonusBuy;
      return replaySlot(round, definition, stream);
    }
    case 'dice':
      return replayDice(round, stream);
    case 'roulette':
      return replayRoulette(round, stream);
    case 'baccarat':
      return replayBaccarat(round, stream);
    case 'plinko':
      return replayPlinko(round, stream);
    case 'blackjack':
      return replayBlackjack(round, stream);
    case 'video-poker':
      return replayVideoPoker(round, stream);
    case 'mines':
      return replayMines(round, stream);
  }
}
