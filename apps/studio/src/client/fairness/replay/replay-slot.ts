/** A paid spin (and the free spins it started) or a bonus buy, replayed with the slot's definition. */
import {
  bonusBuyPrice,
  isFreeSpinsOver,
  nextFreeSpin,
  spin,
  startFreeSpins,
  type FreeSpinsState,
  type FreeSpinStep,
  type RandomStream,
  type SlotDefinition,
} from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { totalsFields, type ComparedField, type Replayed } from './recomputed-round.ts';

export function replaySpin(
  round: RoundVerification,
  definition: SlotDefinition,
  stream: RandomStream,
): Replayed {
  const { bet } = round;
  const result = spin(definition, stream, { bet, mode: 'base' });
  const feature =
    result.freeSpinsAwarded > 0 ? startFreeSpins(definition, bet, result.freeSpinsAwarded) : null;
  const steps = replaySteps(definition, feature, stream, round.steps.length);
  const recomputed = {
    kind: 'spin',
    spin: result,
    feature,
    steps,
    stake: bet,
    totalWin: result.totalWin + featureWin(feature, steps),
  } as const;
  const stored = round.outcome;
  if (stored.kind !== 'spin') return { recomputed, fields: [kindField(stored.kind, 'spin')] };
  return {
    recomputed,
    fields: [
      ['outcome.spin', stored.spin, recomputed.spin],
      ['outcome.feature', stored.feature, recomputed.feature],
      ['steps', round.steps, recomputed.steps],
      ...totalsFields(round, recomputed),
    ],
  };
}

export function replayBonusBuy(
  round: RoundVerification,
  definition: SlotDefinition,
  stream: RandomStream,
): Replayed {
  const { bet } = round;
  const rule = definition.bonusBuy;
  if (!rule) throw new RangeError(`${definition.id} has no bonus buy`);
  const price = bonusBuyPrice(definition, bet);
  const feature = startFreeSpins(definition, bet, rule.spins);
  const steps = replaySteps(definition, feature, stream, round.steps.length);
  const recomputed = {
    kind: 'bonus-buy',
    price,
    feature,
    steps,
    stake: price,
    totalWin: featureWin(feature, steps),
  } as const;
  const stored = round.outcome;
  if (stored.kind !== 'bonus-buy') return { recomputed, fields: [kindField(stored.kind, 'bonus-buy')] };
  return {
    recomputed,
    fields: [
      ['outcome.price', stored.price, recomputed.price],
      ['outcome.feature', stored.feature, recomputed.feature],
      ['steps', round.steps, recomputed.steps],
      ...totalsFields(round, recomputed),
    ],
  };
}

/** As many free spins as the server stored (a feature may still be in progress), fewer if the feature ends first. */
function replaySteps(
  definition: SlotDefinition,
  feature: FreeSpinsState | null,
  stream: RandomStream,
  storedSteps: number,
): FreeSpinStep[] {
  const steps: FreeSpinStep[] = [];
  let state = feature;
  while (state !== null && steps.length < storedSteps && !isFreeSpinsOver(state)) {
    const step = nextFreeSpin(definition, state, stream);
    steps.push(step);
    state = step.state;
  }
  return steps;
}

function featureWin(feature: FreeSpinsState | null, steps: readonly FreeSpinStep[]): number {
  return (steps.at(-1)?.state ?? feature)?.totalWin ?? 0;
}

function kindField(stored: string, recomputed: string): ComparedField {
  return ['outcome.kind', stored, recomputed];
}
