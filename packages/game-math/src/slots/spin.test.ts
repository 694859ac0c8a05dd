import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../fairness/random-stream.ts';
import { compileSlot } from './compiled-slot.ts';
import { evaluateWindow } from './evaluate-window.ts';
import type { SlotDefinition } from './slot-definition.ts';
import { isValidSlotBet, slotCoinValue, spin } from './spin.ts';
import { tinyLines, tinyMegaways } from './test-slots.ts';

const streamOf = (nonce: number) =>
  createRandomStream({ serverSeed: 'spin-test', clientSeed: 'player', nonce });

describe('a spin', () => {
  it('is the same for the same seeds and survives a JSON round trip', () => {
    const first = spin(tinyLines, streamOf(3), { bet: 50, mode: 'base' });
    expect(spin(tinyLines, streamOf(3), { bet: 50, mode: 'base' })).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });

  it('stops each reel at int(strip length), leftmost first, and shows the next rows wrapping round', () => {
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const reference = streamOf(nonce);
      const stops = tinyLines.strips.map((strip) => reference.int(strip.length));
      const result = spin(tinyLines, streamOf(nonce), { bet: 5, mode: 'base' });
      expect(result.stops).toEqual(stops);
      result.window.forEach((column, reel) => {
        const strip = tinyLines.strips[reel] as string[];
        expect(column).toEqual([0, 1, 2].map((row) => strip[((stops[reel] as number) + row) % strip.length]));
      });
    }
  });

  it('pays every win in coins times the coin value and adds them all up', () => {
    const slot = compileSlot(tinyLines);
    let checked = 0;
    for (let nonce = 0; checked < 20; nonce += 1) {
      const result = spin(tinyLines, streamOf(nonce), { bet: 15, mode: 'base' });
      if (result.totalWin === 0) continue;
      checked += 1;
      const window = result.window.map((column) => column.map((id) => slot.ids.indexOf(id)));
      const { wins, scatter } = evaluateWindow(slot, window, 'base');
      expect(result.wins.map((win) => win.amount)).toEqual(wins.map((win) => win.coins * 3));
      expect(result.scatter?.amount ?? 0).toBe(scatter.coins * 3);
      expect(result.totalWin).toBe(
        result.wins.reduce((sum, win) => sum + win.amount, 0) +
          (result.scatter?.amount ?? 0) +
          (result.drop?.amount ?? 0),
      );
    }
  });

  it('multiplies free-spin wins by the feature multiplier and never drops a prize in them', () => {
    let checked = 0;
    for (let nonce = 0; checked < 20; nonce += 1) {
      const base = spin({ ...tinyLines, freeSpinStrips: undefined, drops: undefined }, streamOf(nonce), {
        bet: 5,
        mode: 'base',
      });
      const free = spin({ ...tinyLines, freeSpinStrips: undefined }, streamOf(nonce), {
        bet: 5,
        mode: 'free',
      });
      expect(free.stops).toEqual(base.stops);
      expect(free.drop).toBeNull();
      expect(free.multiplier).toBe(2);
      expect(free.totalWin).toBe(base.totalWin * 2);
      if (base.totalWin > 0) checked += 1;
    }
  });

  it('draws megaways heights by weight before the stops', () => {
    for (let nonce = 0; nonce < 30; nonce += 1) {
      const reference = streamOf(nonce);
      const heights = [0, 1, 2].map(() => [1, 2, 3][reference.weighted([1, 2, 1])]);
      const stops = tinyMegaways.strips.map((strip) => reference.int(strip.length));
      const result = spin(tinyMegaways, streamOf(nonce), { bet: 10, mode: 'base' });
      expect(result.heights).toEqual(heights);
      expect(result.stops).toEqual(stops);
      expect(result.window.map((column) => column.length)).toEqual(heights);
    }
  });

  it('drops a prize after the stops with the drop chance', () => {
    const always: SlotDefinition = {
      ...tinyLines,
      drops: {
        hits: 1,
        outOf: 1,
        prizes: [
          { coins: 7, weight: 1 },
          { coins: 9, weight: 0 },
        ],
      },
    };
    expect(spin(always, streamOf(1), { bet: 10, mode: 'base' }).drop).toEqual({ prize: 0, amount: 14 });
    let drops = 0;
    for (let nonce = 0; nonce < 4000; nonce += 1) {
      if (spin(tinyLines, streamOf(nonce), { bet: 5, mode: 'base' }).drop) drops += 1;
    }
    // 3 in 100: 120 expected, standard deviation about 10.8.
    expect(Math.abs(drops - 120)).toBeLessThan(45);
  });
});

describe('bets', () => {
  it('must be a positive whole multiple of betCoins', () => {
    expect(slotCoinValue(tinyLines, 25)).toBe(5);
    expect(isValidSlotBet(tinyLines, 25)).toBe(true);
    for (const bet of [0, -5, 7, 2.5]) {
      expect(isValidSlotBet(tinyLines, bet)).toBe(false);
      expect(() => spin(tinyLines, streamOf(0), { bet, mode: 'base' })).toThrow(RangeError);
    }
  });
});

it('refuses to spin an invalid definition, naming its problems', () => {
  const broken: SlotDefinition = { ...tinyLines, strips: [['A', 'X', 'B']] };
  expect(() => spin(broken, streamOf(0), { bet: 5, mode: 'base' })).toThrow(
    /one strip per reel.*unknown symbols X/,
  );
});
