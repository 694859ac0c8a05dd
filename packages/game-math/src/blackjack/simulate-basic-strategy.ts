/** Rounds dealt by the real code (seeded stream, shoe shuffle, round) and played by basic strategy. */
import { createRandomStream } from '../fairness/random-stream.ts';
import { playRoundByBasicStrategy } from './basic-strategy-play.ts';

/** Where a simulation's rounds come from: nonces firstNonce, firstNonce + 1, … of one seed pair. */
export interface SimulationPlan {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly firstNonce: number;
  readonly rounds: number;
  /** An even bet, so a 3:2 is never floored. */
  readonly bet: number;
}

/** The net result per unit of the initial bet over the rounds, with its spread. */
export interface SimulationResult {
  readonly rounds: number;
  readonly mean: number;
  /** Standard deviation of one round's net result. */
  readonly standardDeviation: number;
  /** Standard error of the mean. */
  readonly standardError: number;
  /** Sums, so results of several runs can be merged. */
  readonly sum: number;
  readonly sumOfSquares: number;
}

/** Plays the rounds of a plan. */
export function simulateBasicStrategy(plan: SimulationPlan): SimulationResult {
  let sum = 0;
  let sumOfSquares = 0;
  for (let round = 0; round < plan.rounds; round += 1) {
    const seeds = {
      serverSeed: plan.serverSeed,
      clientSeed: plan.clientSeed,
      nonce: plan.firstNonce + round,
    };
    const { settlement } = playRoundByBasicStrategy(createRandomStream(seeds), plan.bet);
    if (!settlement) throw new Error('a round played to the end has a settlement');
    const net = (settlement.paid - settlement.staked) / plan.bet;
    sum += net;
    sumOfSquares += net * net;
  }
  return summarise(plan.rounds, sum, sumOfSquares);
}

/** Mean, standard deviation and standard error from the sums of `rounds` results. */
export function summarise(rounds: number, sum: number, sumOfSquares: number): SimulationResult {
  const mean = sum / rounds;
  const standardDeviation = Math.sqrt((sumOfSquares - rounds * mean * mean) / (rounds - 1));
  return {
    rounds,
    mean,
    standardDeviation,
    standardError: standardDeviation / Math.sqrt(rounds),
    sum,
    sumOfSquares,
  };
}
