/**
 * Rounds as the game server stores and serves them, played here with @casino/game-math the way the server
 * plays them (apps/studio docs: one nonce per round, a feature drawing on from the stream of its spin).
 */
import {
  bonusBuyPrice,
  createRandomStream,
  hashServerSeed,
  makeSlotDefinition,
  nextFreeSpin,
  playDice,
  spin,
  startFreeSpins,
  isFreeSpinsOver,
  type FreeSpinsState,
  type FreeSpinStep,
  type RandomStream,
  type SlotDefinition,
} from '@casino/game-math';
import type { RoundOutcome, RoundVerification, RoundView } from '../../../shared/play-api.ts';

export const SERVER_SEED = 'e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8';
export const CLIENT_SEED = 'player-seed';

/** A 5 × 3, 10-line game with free spins and a bonus buy. */
export const bonusBuySlot: SlotDefinition = makeSlotDefinition({
  id: 'test-bonus-buy',
  themeSymbols: 6,
  reels: 5,
  rows: 3,
  pays: { kind: 'lines', lines: 10 },
  volatility: 'medium',
  targetRtp: 0.96,
  variant: 'bonusBuy',
});

export interface Seeds {
  readonly serverSeed?: string;
  readonly clientSeed?: string;
  readonly nonce: number;
}

export function streamOf(seeds: Seeds): RandomStream {
  return createRandomStream({
    serverSeed: seeds.serverSeed ?? SERVER_SEED,
    clientSeed: seeds.clientSeed ?? CLIENT_SEED,
    nonce: seeds.nonce,
  });
}

function playSteps(
  definition: SlotDefinition,
  feature: FreeSpinsState | null,
  stream: RandomStream,
  limit: number,
): FreeSpinStep[] {
  const steps: FreeSpinStep[] = [];
  let state = feature;
  while (state && !isFreeSpinsOver(state) && steps.length < limit) {
    const step = nextFreeSpin(definition, state, stream);
    steps.push(step);
    state = step.state;
  }
  return steps;
}

export function stored(
  seeds: Seeds,
  fields: Pick<RoundVerification, 'kind' | 'bet' | 'stake' | 'definition' | 'outcome' | 'steps' | 'totalWin'>,
): RoundVerification {
  const serverSeed = seeds.serverSeed ?? SERVER_SEED;
  const round: RoundVerification = {
    roundId: `round-${fields.kind}-${seeds.nonce}`,
    gameId: fields.definition?.id ?? `test-${fields.kind}`,
    status: 'closed',
    currency: 'EUR',
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: seeds.clientSeed ?? CLIENT_SEED,
    nonce: seeds.nonce,
    ...fields,
  };
  return JSON.parse(JSON.stringify(round)) as RoundVerification;
}

/** A paid spin and, when it starts free spins, up to `stepLimit` of them. */
export function storedSpin(
  definition: SlotDefinition,
  seeds: Seeds,
  bet: number,
  stepLimit = Number.POSITIVE_INFINITY,
): RoundVerification {
  const stream = streamOf(seeds);
  const result = spin(definition, stream, { bet, mode: 'base' });
  const feature =
    result.freeSpinsAwarded > 0 ? startFreeSpins(definition, bet, result.freeSpinsAwarded) : null;
  const steps = playSteps(definition, feature, stream, stepLimit);
  const featureWin = (steps.at(-1)?.state ?? feature)?.totalWin ?? 0;
  const outcome: RoundOutcome = { kind: 'spin', spin: result, feature, featureValue: feature ? 5 * bet : 0 };
  return stored(seeds, {
    kind: 'spin',
    bet,
    stake: bet,
    definition,
    outcome,
    steps,
    totalWin: result.totalWin + featureWin,
  });
}

/** The first nonce from `from` whose paid spin starts free spins. */
export function nonceStartingFreeSpins(definition: SlotDefinition, bet: number, from = 0): number {
  for (let nonce = from; nonce < from + 20_000; nonce += 1) {
    if (spin(definition, streamOf({ nonce }), { bet, mode: 'base' }).freeSpinsAwarded > 0) return nonce;
  }
  throw new Error('no feature in 20,000 spins');
}

export function storedBonusBuy(definition: SlotDefinition, seeds: Seeds, bet: number): RoundVerification {
  const rule = definition.bonusBuy;
  if (!rule) throw new Error('the definition has no bonus buy');
  const price = bonusBuyPrice(definition, bet);
  const feature = startFreeSpins(definition, bet, rule.spins);
  const steps = playSteps(definition, feature, streamOf(seeds), Number.POSITIVE_INFINITY);
  return stored(seeds, {
    kind: 'bonus-buy',
    bet,
    stake: price,
    definition,
    outcome: { kind: 'bonus-buy', price, feature, featureValue: price },
    steps,
    totalWin: steps.at(-1)?.state.totalWin ?? 0,
  });
}

export function storedDice(
  seeds: Seeds,
  bet: number,
  dice: { direction: 'over' | 'under'; target: number; houseEdge: number },
): RoundVerification {
  const roll = playDice(streamOf(seeds), dice, bet);
  return stored(seeds, {
    kind: 'dice',
    bet,
    stake: bet,
    definition: null,
    outcome: { kind: 'dice', ...dice, roll },
    steps: [],
    totalWin: roll.payout,
  });
}

/** The recall view of a stored round. */
export function roundViewOf(
  round: RoundVerification,
  extra: Pick<RoundView, 'balanceBefore' | 'balanceAfter' | 'playedAt'> & Partial<RoundView>,
): RoundView {
  const { outcome } = round;
  const feature = outcome.kind === 'spin' || outcome.kind === 'bonus-buy' ? outcome.feature : null;
  const state = round.steps.at(-1)?.state ?? feature;
  return {
    roundId: round.roundId,
    gameId: round.gameId,
    kind: round.kind,
    status: 'closed',
    currency: 'EUR',
    bet: round.bet,
    stake: round.stake,
    totalWin: round.totalWin,
    outcome: round.outcome,
    steps: round.steps,
    feature: state
      ? { spinsAwarded: state.spinsAwarded, spinsPlayed: state.spinsPlayed, totalWin: state.totalWin }
      : null,
    seeds: {
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      serverSeed: round.serverSeed,
    },
    ...extra,
  };
}
