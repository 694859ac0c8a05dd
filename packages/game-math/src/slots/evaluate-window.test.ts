import { describe, expect, it } from 'vitest';
import { compileSlot } from './compiled-slot.ts';
import { evaluateWindow } from './evaluate-window.ts';
import type { SlotDefinition } from './slot-definition.ts';

const symbols: SlotDefinition['symbols'] = [
  { id: 'A', kind: 'regular', pays: [0, 0, 0, 5, 20, 100] },
  { id: 'B', kind: 'regular', pays: [0, 0, 2, 4, 8] },
  { id: 'W', kind: 'wild', pays: [0, 0, 0, 10, 50, 500] },
  { id: 'S', kind: 'scatter', pays: [0, 0, 0, 3] },
];
const strips = Array.from({ length: 5 }, () => ['A', 'B', 'W', 'S']);

const lines: SlotDefinition = {
  id: 'lines',
  reels: 5,
  rows: 3,
  betCoins: 2,
  symbols,
  strips,
  pays: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 1, 2, 1, 0],
    ],
  },
  freeSpins: { awards: [0, 0, 0, 10], retriggers: [0, 0, 0, 5], maxSpins: 50, multiplier: 2 },
};
const ways: SlotDefinition = {
  ...lines,
  id: 'ways',
  symbols: symbols.map((symbol) => (symbol.kind === 'wild' ? { ...symbol, pays: [] } : symbol)),
  pays: { kind: 'ways' },
};

/** Evaluates a window written as rows of symbol ids, top row first. */
function evaluate(definition: SlotDefinition, rows: string[], mode: 'base' | 'free' = 'base') {
  const slot = compileSlot(definition);
  const grid = rows.map((row) => row.split(' '));
  const window = Array.from({ length: definition.reels }, (_, reel) =>
    grid.map((row) => slot.ids.indexOf(row[reel] as string)),
  );
  const { wins, scatter } = evaluateWindow(slot, window, mode);
  return {
    wins: wins.map((win) => ({ ...win, symbol: slot.ids[win.symbol] })),
    scatter,
  };
}

describe('line wins', () => {
  it('count from the leftmost reel with the wild standing in', () => {
    const { wins } = evaluate(lines, ['B B B B B', 'A W A B A', 'B B A B B']);
    expect(wins).toEqual([
      {
        line: 0,
        symbol: 'A',
        count: 3,
        ways: 1,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        coins: 5,
      },
      expect.objectContaining({ line: 1, symbol: 'B', count: 2, coins: 2 }),
    ]);
  });

  it('pay the wilds as their own line when that pays more', () => {
    // W W W A B: three wilds pay 10, the A run of four pays 20; W W W B A: wilds 10 beat B × 4 = 8.
    expect(evaluate(lines, ['B B B B B', 'W W W A B', 'B B B B B']).wins[0]).toMatchObject({
      symbol: 'A',
      count: 4,
      coins: 20,
    });
    expect(evaluate(lines, ['A A A A A', 'W W W B A', 'A A A A A']).wins[0]).toMatchObject({
      symbol: 'W',
      count: 3,
      coins: 10,
    });
  });

  it('pay a full line of wilds as wilds', () => {
    expect(evaluate(lines, ['A A A A A', 'W W W W W', 'A A A A A']).wins[0]).toMatchObject({
      symbol: 'W',
      count: 5,
      coins: 500,
    });
  });

  it('stop at a scatter, which the wild does not stand in for', () => {
    const { wins } = evaluate(lines, ['B B S S S', 'W W S A A', 'B S B B B']);
    expect(wins.find((win) => win.line === 0)).toBeUndefined();
  });
});

describe('ways wins', () => {
  it('multiply the matching positions of each reel in the run', () => {
    // A on reel 1 twice, reel 2 once plus a wild, reel 3 once; none on reel 4: 2 × 2 × 1 = 4 ways of 3.
    const { wins } = evaluate(ways, ['A A A B B', 'A W B B B', 'B B B B B']);
    const a = wins.find((win) => win.symbol === 'A');
    expect(a).toMatchObject({ line: null, count: 3, ways: 4, coins: 20 });
    expect(a?.positions).toHaveLength(5);
  });

  it('let a wild on the first reel start every symbol', () => {
    const { wins } = evaluate(ways, ['W A B S S', 'S B A S S', 'S S S S S']);
    expect(wins.map((win) => [win.symbol, win.count, win.ways, win.coins])).toEqual([
      ['A', 3, 1, 5],
      ['B', 3, 1, 4],
    ]);
  });
});

describe('scatters', () => {
  it('pay and award free spins by their count anywhere', () => {
    const { scatter } = evaluate(lines, ['S B B B B', 'B B A B S', 'B B S B B']);
    expect(scatter).toEqual({
      count: 3,
      positions: [
        [0, 0],
        [2, 2],
        [4, 1],
      ],
      coins: 3,
      freeSpins: 10,
    });
  });

  it('retrigger with the free-spin table and use the last entry past its end', () => {
    const { scatter } = evaluate(lines, ['S S S S S', 'B B A B B', 'B B B B B'], 'free');
    expect(scatter).toMatchObject({ count: 5, coins: 3, freeSpins: 5 });
  });
});
