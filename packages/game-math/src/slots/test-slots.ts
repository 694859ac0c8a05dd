/** Small definitions for the tests: short strips, so every stop combination can be enumerated. */
import type { SlotDefinition, SlotSymbol } from './slot-definition.ts';

const symbols: SlotSymbol[] = [
  { id: 'A', kind: 'regular', pays: [0, 0, 0, 20] },
  { id: 'B', kind: 'regular', pays: [0, 0, 2, 8] },
  { id: 'C', kind: 'regular', pays: [0, 0, 0, 4] },
  { id: 'W', kind: 'wild', pays: [0, 0, 0, 30] },
  { id: 'S', kind: 'scatter', pays: [0, 0, 1, 10] },
];

/** 3 × 3, 5 lines, a paying wild, scatters that can stack, free spins with retriggers, drops. */
export const tinyLines: SlotDefinition = {
  id: 'tiny-lines',
  reels: 3,
  rows: 3,
  betCoins: 5,
  symbols,
  strips: [
    ['A', 'B', 'C', 'W', 'C', 'S', 'B'],
    ['B', 'W', 'A', 'C', 'S', 'S', 'C', 'B'],
    ['C', 'A', 'W', 'B', 'S', 'C'],
  ],
  freeSpinStrips: [
    ['A', 'W', 'C', 'S', 'B', 'C'],
    ['B', 'C', 'A', 'S', 'C', 'W', 'B'],
    ['C', 'A', 'W', 'S', 'B', 'C', 'B', 'A'],
  ],
  pays: {
    kind: 'lines',
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
  },
  freeSpins: { awards: [0, 0, 0, 6], retriggers: [0, 0, 1, 3], maxSpins: 25, multiplier: 2 },
  drops: {
    hits: 3,
    outOf: 100,
    prizes: [
      { coins: 5, weight: 6 },
      { coins: 50, weight: 1 },
    ],
  },
};

/** 3 × 3 ways with a non-paying wild on the outer reels, free spins on the base strips, a bonus buy. */
export const tinyWays: SlotDefinition = {
  id: 'tiny-ways',
  reels: 3,
  rows: 3,
  betCoins: 10,
  symbols: symbols.map((symbol) => (symbol.kind === 'wild' ? { ...symbol, pays: [] } : symbol)),
  strips: [
    ['A', 'B', 'C', 'C', 'S', 'B', 'A'],
    ['B', 'C', 'A', 'W', 'B', 'S', 'C', 'C'],
    ['W', 'C', 'A', 'B', 'S', 'C', 'B', 'A', 'C'],
  ],
  pays: { kind: 'ways' },
  freeSpins: { awards: [0, 0, 0, 5], retriggers: [0, 0, 0, 5], maxSpins: 15, multiplier: 3 },
  bonusBuy: { priceCoins: 400, spins: 5 },
};

/** Megaways on 3 reels: heights 1–3 per reel by weight. */
export const tinyMegaways: SlotDefinition = {
  ...tinyWays,
  id: 'tiny-megaways',
  megaways: { heights: [1, 2, 3], weights: [1, 2, 1] },
  bonusBuy: undefined,
  drops: { hits: 1, outOf: 20, prizes: [{ coins: 10, weight: 1 }] },
};
