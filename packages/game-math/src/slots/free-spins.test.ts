import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../fairness/random-stream.ts';
import {
  bonusBuyPrice,
  buyBonus,
  isFreeSpinsOver,
  nextFreeSpin,
  playFreeSpins,
  startFreeSpins,
  type FreeSpinsState,
} from './free-spins.ts';
import type { SlotDefinition } from './slot-definition.ts';
import { tinyLines, tinyWays } from './test-slots.ts';

const streamOf = (nonce: number) =>
  createRandomStream({ serverSeed: 'feature-test', clientSeed: 'player', nonce });

describe('a free-spins feature', () => {
  it('plays the same spin by spin, with the state stored and read back between spins, as all at once', () => {
    const whole = playFreeSpins(tinyLines, startFreeSpins(tinyLines, 10, 6), streamOf(1));
    const stream = streamOf(1);
    let stored = JSON.stringify(startFreeSpins(tinyLines, 10, 6));
    const steps = [];
    while (!isFreeSpinsOver(JSON.parse(stored) as FreeSpinsState)) {
      const step = nextFreeSpin(tinyLines, JSON.parse(stored) as FreeSpinsState, stream);
      steps.push(step);
      stored = JSON.stringify(step.state);
    }
    expect(steps).toEqual(whole.steps);
    expect(JSON.parse(stored)).toEqual(whole.state);
  });

  it('adds retriggers, counts every win and plays every awarded spin', () => {
    let retriggered = 0;
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const { steps, state } = playFreeSpins(tinyLines, startFreeSpins(tinyLines, 5, 6), streamOf(nonce));
      const added = steps.reduce((sum, step) => sum + step.spinsAdded, 0);
      if (added > 0) retriggered += 1;
      expect(state.spinsPlayed).toBe(6 + added);
      expect(state.spinsAwarded).toBe(state.spinsPlayed);
      expect(state.totalWin).toBe(steps.reduce((sum, step) => sum + step.spin.totalWin, 0));
      expect(steps.every((step) => step.spin.mode === 'free' && step.spin.bet === 5)).toBe(true);
    }
    expect(retriggered).toBeGreaterThan(0);
  });

  it('never holds more spins than the cap', () => {
    const generous: SlotDefinition = {
      ...tinyLines,
      freeSpins: { awards: [0, 0, 0, 6], retriggers: [5, 5, 5, 5], maxSpins: 12, multiplier: 1 },
    };
    const { steps, state } = playFreeSpins(generous, startFreeSpins(generous, 5, 20), streamOf(0));
    expect(startFreeSpins(generous, 5, 20).spinsAwarded).toBe(12);
    expect(state.spinsPlayed).toBe(12);
    expect(steps.every((step) => step.spinsAdded === 0 && step.spin.freeSpinsAwarded === 5)).toBe(true);
  });

  it('refuses a spin after the end, a game without free spins and a bad bet', () => {
    const over: FreeSpinsState = { bet: 5, spinsAwarded: 2, spinsPlayed: 2, totalWin: 0 };
    expect(() => nextFreeSpin(tinyLines, over, streamOf(0))).toThrow(/no spins left/);
    expect(() => startFreeSpins({ ...tinyLines, freeSpins: undefined }, 5, 3)).toThrow(/no free spins/);
    expect(() => startFreeSpins(tinyLines, 3, 3)).toThrow(RangeError);
  });
});

describe('a bonus buy', () => {
  it('costs its price in coins and plays a feature of its spins', () => {
    expect(bonusBuyPrice(tinyWays, 30)).toBe(1200);
    const bought = buyBonus(tinyWays, streamOf(4), 30);
    expect(bought.price).toBe(1200);
    expect(bought.feature.state.spinsPlayed).toBeGreaterThanOrEqual(5);
    expect(bought.feature).toEqual(playFreeSpins(tinyWays, startFreeSpins(tinyWays, 30, 5), streamOf(4)));
  });

  it('is refused by a game without one', () => {
    expect(() => buyBonus(tinyLines, streamOf(0), 5)).toThrow(/no bonus buy/);
  });
});
