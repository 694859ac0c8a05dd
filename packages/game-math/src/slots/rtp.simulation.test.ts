import { describe, expect, it } from 'vitest';
import { createRandomStream, type RandomStream } from '../fairness/random-stream.ts';
import { normalQuantile } from '../testing/statistics.ts';
import { buyBonus, playFreeSpins, startFreeSpins } from './free-spins.ts';
import { makeSlotDefinition } from './presets.ts';
import { rtpOfBonusBuy, rtpOfSlot } from './rtp.ts';
import type { SlotDefinition } from './slot-definition.ts';
import { spin } from './spin.ts';
import { tinyLines, tinyMegaways } from './test-slots.ts';

/** Two-sided 99.9 % bound, so a fixed seed set that passes is not a lucky pick among a few tries. */
const Z = normalQuantile(0.9995);

interface Sample {
  mean: number;
  standardError: number;
}

/** Rounds read from one nonce's stream, one after the other (a fresh stream per round costs more than a spin). */
const ROUNDS_PER_NONCE = 10_000;
const TIMEOUT = 120_000;

function sample(label: string, rounds: number, play: (stream: RandomStream) => number): Sample {
  let sum = 0;
  let squares = 0;
  let stream = createRandomStream({ serverSeed: `simulation-${label}`, clientSeed: 'player', nonce: 0 });
  for (let round = 0; round < rounds; round += 1) {
    if (round > 0 && round % ROUNDS_PER_NONCE === 0) {
      stream = createRandomStream({ serverSeed: `simulation-${label}`, clientSeed: 'player', nonce: round });
    }
    const value = play(stream);
    sum += value;
    squares += value * value;
  }
  const mean = sum / rounds;
  const variance = (squares - rounds * mean * mean) / (rounds - 1);
  return { mean, standardError: Math.sqrt(variance / rounds) };
}

/** A base spin and the whole feature it starts, as a multiple of the bet. */
function playRound(definition: SlotDefinition, bet: number, stream: RandomStream): number {
  const base = spin(definition, stream, { bet, mode: 'base' });
  let won = base.totalWin;
  if (base.freeSpinsAwarded > 0) {
    won += playFreeSpins(definition, startFreeSpins(definition, bet, base.freeSpinsAwarded), stream).state
      .totalWin;
  }
  return won / bet;
}

const realistic = makeSlotDefinition({
  id: 'simulated-5x3',
  themeSymbols: 8,
  reels: 5,
  rows: 3,
  pays: { kind: 'lines', lines: 20 },
  volatility: 'medium',
  targetRtp: 0.96,
  variant: 'dropsAndWins',
});

describe.each([
  { definition: tinyLines, rounds: 100_000 },
  { definition: tinyMegaways, rounds: 200_000 },
  { definition: realistic, rounds: 300_000 },
])('a simulation of $definition.id', ({ definition, rounds }) => {
  it('pays back the exact RTP within its 99.9 % confidence bound', { timeout: TIMEOUT }, () => {
    const bet = definition.betCoins * 3;
    const expected = rtpOfSlot(definition).total;
    const { mean, standardError } = sample(definition.id, rounds, (stream) =>
      playRound(definition, bet, stream),
    );
    const report = `mean ${mean}, exact ${expected}, standard error ${standardError}`;
    expect(Math.abs(mean - expected), report).toBeLessThan(Z * standardError);
    // The bound is tight enough to tell a wrong calculation: within 3 % of the RTP.
    expect(Z * standardError, report).toBeLessThan(0.03 * expected);
  });
});

describe('a simulation of bought features', () => {
  it('pays back the exact bonus-buy RTP within its 99.9 % confidence bound', { timeout: TIMEOUT }, () => {
    const definition = makeSlotDefinition({
      id: 'simulated-bonus-buy',
      themeSymbols: 8,
      reels: 5,
      rows: 3,
      pays: { kind: 'ways' },
      volatility: 'low',
      targetRtp: 0.96,
      variant: 'bonusBuy',
    });
    const bet = definition.betCoins;
    const expected = rtpOfBonusBuy(definition).rtp;
    const { mean, standardError } = sample('bonus-buy', 20_000, (stream) => {
      const bought = buyBonus(definition, stream, bet);
      return bought.feature.state.totalWin / bought.price;
    });
    const report = `mean ${mean}, exact ${expected}, standard error ${standardError}`;
    expect(Math.abs(mean - expected), report).toBeLessThan(Z * standardError);
    expect(Z * standardError, report).toBeLessThan(0.06 * expected);
  });
});
