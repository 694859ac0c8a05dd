/**
 * Recomputes a round in the browser from its revealed seeds, as docs/studio.md "To verify in the browser"
 * says, and compares the result with what the server stored. Pure and synchronous.
 */
import {
  bonusBuyPrice,
  createRandomStream,
  hashServerSeed,
  isFreeSpinsOver,
  nextFreeSpin,
  playDice,
  spin,
  startFreeSpins,
  type DiceRoll,
  type FreeSpinsState,
  type FreeSpinStep,
  type RandomStream,
  type SlotDefinition,
  type SlotSpinResult,
} from '@casino/game-math';
import type { RoundVerification } from '../../shared/play-api.ts';
import { listDifferences, type Difference } from './list-differences.ts';

export type { Difference } from './list-differences.ts';

export type RecomputedRound =
  | {
      readonly kind: 'spin';
      readonly spin: SlotSpinResult;
      readonly feature: FreeSpinsState | null;
      readonly steps: readonly FreeSpinStep[];
      readonly stake: number;
      readonly totalWin: number;
    }
  | {
      readonly kind: 'bonus-buy';
      readonly price: number;
      readonly feature: FreeSpinsState;
      readonly steps: readonly FreeSpinStep[];
      readonly stake: number;
      readonly totalWin: number;
    }
  | {
      readonly kind: 'dice';
      readonly direction: 'over' | 'under';
      readonly target: number;
      readonly roll: DiceRoll;
      readonly stake: number;
      readonly totalWin: number;
    };

export type RoundCheck =
  /** The server seed is still in use, so it is secret and the round cannot be recomputed yet. */
  | { readonly status: 'unrevealed' }
  /** The revealed seed is not the one committed to before play. */
  | { readonly status: 'hash-mismatch'; readonly computedHash: string }
  /** A slot round whose game is no longer offered: no rules to replay it with. */
  | { readonly status: 'no-definition'; readonly computedHash: string }
  /** game-math refused the stored inputs (a bet the game cannot take, a target out of range…). */
  | { readonly status: 'replay-failed'; readonly computedHash: string; readonly reason: string }
  | { readonly status: 'verified'; readonly computedHash: string; readonly recomputed: RecomputedRound }
  | {
      readonly status: 'mismatch';
      readonly computedHash: string;
      readonly recomputed: RecomputedRound;
      readonly differences: readonly Difference[];
    };

export function verifyRound(round: RoundVerification): RoundCheck {
  const { serverSeed, clientSeed, nonce } = round;
  if (serverSeed === null) return { status: 'unrevealed' };
  const computedHash = hashServerSeed(serverSeed);
  if (computedHash !== round.serverSeedHash.trim().toLowerCase()) {
    return { status: 'hash-mismatch', computedHash };
  }
  if (round.kind !== 'dice' && round.definition === null) return { status: 'no-definition', computedHash };

  let recomputed: RecomputedRound;
  try {
    recomputed = replay(round, createRandomStream({ serverSeed, clientSeed, nonce }));
  } catch (error) {
    return {
      status: 'replay-failed',
      computedHash,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
  const differences = compare(round, recomputed);
  return differences.length === 0
    ? { status: 'verified', computedHash, recomputed }
    : { status: 'mismatch', computedHash, recomputed, differences };
}

function replay(round: RoundVerification, stream: RandomStream): RecomputedRound {
  const { bet, outcome } = round;
  if (round.kind === 'dice') {
    if (outcome.kind !== 'dice') throw new RangeError(`a dice round holds a ${outcome.kind} outcome`);
    const { direction, target, houseEdge } = outcome;
    const roll = playDice(stream, { direction, target, houseEdge }, bet);
    return { kind: 'dice', direction, target, roll, stake: bet, totalWin: roll.payout };
  }
  const definition = round.definition as SlotDefinition;
  if (round.kind === 'spin') {
    const result = spin(definition, stream, { bet, mode: 'base' });
    const feature =
      result.freeSpinsAwarded > 0 ? startFreeSpins(definition, bet, result.freeSpinsAwarded) : null;
    const steps = replaySteps(definition, feature, stream, round.steps.length);
    return {
      kind: 'spin',
      spin: result,
      feature,
      steps,
      stake: bet,
      totalWin: result.totalWin + featureWin(feature, steps),
    };
  }
  const rule = definition.bonusBuy;
  if (!rule) throw new RangeError(`${definition.id} has no bonus buy`);
  const price = bonusBuyPrice(definition, bet);
  const feature = startFreeSpins(definition, bet, rule.spins);
  const steps = replaySteps(definition, feature, stream, round.steps.length);
  return { kind: 'bonus-buy', price, feature, steps, stake: price, totalWin: featureWin(feature, steps) };
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

/** The stored fields the seeds determine, against their recomputed values (as JSON, the way they are stored). */
function compare(round: RoundVerification, recomputed: RecomputedRound): Difference[] {
  const stored = round.outcome;
  const fields: [path: string, stored: unknown, recomputed: unknown][] = [];
  if (stored.kind === 'dice' && recomputed.kind === 'dice') {
    fields.push(['outcome.roll', stored.roll, recomputed.roll]);
  } else if (stored.kind === 'spin' && recomputed.kind === 'spin') {
    fields.push(
      ['outcome.spin', stored.spin, recomputed.spin],
      ['outcome.feature', stored.feature, recomputed.feature],
      ['steps', round.steps, recomputed.steps],
    );
  } else if (stored.kind === 'bonus-buy' && recomputed.kind === 'bonus-buy') {
    fields.push(
      ['outcome.price', stored.price, recomputed.price],
      ['outcome.feature', stored.feature, recomputed.feature],
      ['steps', round.steps, recomputed.steps],
    );
  } else {
    return [{ path: 'outcome.kind', stored: stored.kind, recomputed: recomputed.kind }];
  }
  fields.push(['stake', round.stake, recomputed.stake], ['totalWin', round.totalWin, recomputed.totalWin]);
  return fields.flatMap(([path, storedValue, recomputedValue]) =>
    listDifferences(asStored(storedValue), asStored(recomputedValue), path),
  );
}

/** A value as it comes back from the database and JSON (no undefined fields, no -0). */
function asStored(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}
