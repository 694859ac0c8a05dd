import { describe, expect, it } from 'vitest';
import { compileSlot } from './compiled-slot.ts';
import { evaluateWindow } from './evaluate-window.ts';
import { expectedFeatureSpins } from './feature-spins.ts';
import { rtpOfBonusBuy, rtpOfSlot } from './rtp.ts';
import type { SlotDefinition, SlotMode } from './slot-definition.ts';
import { tinyLines, tinyMegaways, tinyWays } from './test-slots.ts';

interface Enumerated {
  symbolCoins: number;
  scatterCoins: number;
  /** Probability of each number of free spins awarded. */
  awards: Map<number, number>;
}

/** Plays every combination of heights and stops once, weighted by its probability. */
function enumerate(definition: SlotDefinition, mode: SlotMode): Enumerated {
  const slot = compileSlot(definition);
  const strips = mode === 'base' ? slot.strips : slot.freeStrips;
  const weightSum = slot.heightWeights.reduce((sum, weight) => sum + weight, 0);
  const result: Enumerated = { symbolCoins: 0, scatterCoins: 0, awards: new Map() };
  const visit = (reel: number, window: number[][], probability: number): void => {
    if (reel === strips.length) {
      const { wins, scatter } = evaluateWindow(slot, window, mode);
      result.symbolCoins += probability * wins.reduce((sum, win) => sum + win.coins, 0);
      result.scatterCoins += probability * scatter.coins;
      result.awards.set(scatter.freeSpins, (result.awards.get(scatter.freeSpins) ?? 0) + probability);
      return;
    }
    const strip = strips[reel] as number[];
    slot.heights.forEach((height, index) => {
      const heightProbability = (slot.heightWeights[index] as number) / weightSum;
      for (let stop = 0; stop < strip.length; stop += 1) {
        const column = Array.from(
          { length: height },
          (_, row) => strip[(stop + row) % strip.length] as number,
        );
        visit(reel + 1, [...window, column], (probability * heightProbability) / strip.length);
      }
    });
  };
  visit(0, [], 1);
  return result;
}

/** Equal up to float arithmetic: 12 significant digits. */
function expectExactly(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));
}

describe.each([tinyLines, tinyWays, tinyMegaways])('the exact RTP of $id', (definition) => {
  const rtp = rtpOfSlot(definition);
  const base = enumerate(definition, 'base');
  const free = enumerate(definition, 'free');

  it('has the base-game line or ways wins and scatter pays of every stop combination', () => {
    expect(rtp.baseWins).toBeGreaterThan(0);
    expectExactly(rtp.baseWins, base.symbolCoins / definition.betCoins);
    expectExactly(rtp.scatterPays, base.scatterCoins / definition.betCoins);
  });

  it('starts the feature as often as the enumerated windows award free spins', () => {
    expect(rtp.triggerProbability).toBeGreaterThan(0);
    expectExactly(rtp.triggerProbability, 1 - (base.awards.get(0) ?? 0));
  });

  it('values the feature as the expected spins times the enumerated win of one free spin', () => {
    const rule = definition.freeSpins;
    if (!rule) throw new Error('test definitions have free spins');
    const spinCoins = (free.symbolCoins + free.scatterCoins) * rule.multiplier;
    expectExactly(rtp.freeSpinWin, spinCoins / definition.betCoins);
    const retriggers: number[] = [];
    for (const [spins, p] of free.awards) retriggers[spins] = p;
    const spinsAfter = expectedFeatureSpins(
      Array.from(retriggers, (p) => p ?? 0),
      rule.maxSpins,
    );
    let value = 0;
    for (const [spins, p] of base.awards) value += p * spinsAfter(spins) * spinCoins;
    expectExactly(rtp.freeSpins, value / definition.betCoins);
  });
});

describe('expected feature spins', () => {
  it('is the award itself without retriggers', () => {
    expect(expectedFeatureSpins([1], 50)(10)).toBe(10);
  });

  it('cuts the first award to the cap', () => {
    expect(expectedFeatureSpins([1], 8)(10)).toBe(8);
  });

  it('follows the retriggers by hand on a small cap', () => {
    // One spin, half the time one more, at most two: 1 + ½ · 1.
    expect(expectedFeatureSpins([0.5, 0.5], 2)(1)).toBeCloseTo(1.5, 15);
    // Two spins, a third on a ½ retrigger of either, cap 3: 2 + P(some retrigger) = 2 + ¾.
    expect(expectedFeatureSpins([0.5, 0.5], 3)(2)).toBeCloseTo(2.75, 15);
  });

  it('approaches the geometric series when the cap is far away', () => {
    // Each spin adds 3 with probability 0.1: E = award / (1 − 0.3).
    expect(expectedFeatureSpins([0.9, 0, 0, 0.1], 1000)(10)).toBeCloseTo(10 / 0.7, 9);
  });
});

describe('drops', () => {
  it('are worth the drop chance times the mean prize, in total bets', () => {
    // 3/100 × (6 × 5 + 50) / 7 coins over a 5-coin bet.
    expect(rtpOfSlot(tinyLines).drops).toBeCloseTo(((3 / 100) * (80 / 7)) / 5, 15);
    expect(rtpOfSlot(tinyWays).drops).toBe(0);
  });
});

describe('bonus buy', () => {
  it('returns the value of a feature of the bought spins over its price', () => {
    const rtp = rtpOfSlot(tinyWays);
    const bought = rtpOfBonusBuy(tinyWays);
    // 5 spins bought, retriggers of 5 each up to 15 in all.
    expect(bought.expectedSpins).toBeGreaterThan(5);
    expect(bought.expectedSpins).toBeLessThan(15);
    expect(bought.price).toBe(40);
    expectExactly(bought.featureValue, bought.expectedSpins * rtp.freeSpinWin);
    expect(bought.rtp).toBeCloseTo(bought.featureValue / 40, 15);
  });

  it('is refused for a game without one', () => {
    expect(() => rtpOfBonusBuy(tinyLines)).toThrow(/no bonus buy/);
  });
});
