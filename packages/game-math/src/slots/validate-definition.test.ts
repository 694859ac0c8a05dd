import { expect, it } from 'vitest';
import type { SlotDefinition } from './slot-definition.ts';
import { tinyLines, tinyMegaways, tinyWays } from './test-slots.ts';
import { validateSlotDefinition } from './validate-definition.ts';

it('finds nothing wrong with playable definitions', () => {
  for (const definition of [tinyLines, tinyWays, tinyMegaways])
    expect(validateSlotDefinition(definition)).toEqual([]);
});

it('names every problem of a broken definition', () => {
  const broken: SlotDefinition = {
    ...tinyLines,
    betCoins: 0,
    symbols: [
      ...tinyLines.symbols,
      { id: 'A', kind: 'regular', pays: [1.5] },
      { id: 'W2', kind: 'wild', pays: [] },
    ],
    strips: [['A', 'B'], ['A', 'Q', 'B', 'C'], ['A']],
    pays: { kind: 'lines', lines: [[0, 1, 3]] },
    freeSpins: { awards: [0, 0, 0, 2.5], retriggers: [], maxSpins: 5000, multiplier: 0 },
    megaways: { heights: [2, 9], weights: [1] },
    bonusBuy: { priceCoins: 0, spins: 0 },
    drops: { hits: 3, outOf: 2, prizes: [] },
  };
  expect(validateSlotDefinition(broken)).toEqual([
    'betCoins must be a whole number ≥ 1',
    'symbol A is listed twice',
    'symbol A pays must be whole coins',
    'at most one wild symbol',
    'strips[0] must hold at least 9 symbols',
    'strips[1] must hold at least 9 symbols',
    'strips[1] uses unknown symbols Q',
    'strips[2] must hold at least 9 symbols',
    'freeSpinStrips[0] must hold at least 9 symbols',
    'freeSpinStrips[1] must hold at least 9 symbols',
    'freeSpinStrips[2] must hold at least 9 symbols',
    'line 0 must give a row from 0 to 2 for each of the 3 reels',
    'free spin awards must be whole numbers',
    'free spins maxSpins must be a whole number from 1 to 1000',
    'free spins multiplier must be whole, ≥ 1',
    'megaways needs ways pays',
    'megaways needs one weight per height',
    'megaways heights must be whole numbers from 1 to rows (3)',
    'bonus buy price must be whole coins ≥ 1',
    'bonus buy spins must be a whole number ≥ 1',
    'drops hits must be 0 to outOf',
    'drops need at least one prize',
    'drop prize weights must be whole, sum > 0',
  ]);
});

it('refuses a paying wild in a ways game and free spins without a scatter', () => {
  const problems = validateSlotDefinition({
    ...tinyWays,
    symbols: tinyLines.symbols.filter((symbol) => symbol.kind !== 'scatter'),
    strips: tinyWays.strips.map((strip) => strip.filter((id) => id !== 'S')),
  });
  expect(problems).toEqual(['in a ways game the wild does not pay', 'free spins need a scatter symbol']);
});
