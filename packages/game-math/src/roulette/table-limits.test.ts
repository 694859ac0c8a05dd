import { describe, expect, it } from 'vitest';
import type { RouletteBet } from './roulette-bet.ts';
import {
  mergeRouletteBets,
  validateRouletteSpin,
  validateRouletteTableLimits,
  type RouletteTableLimits,
} from './table-limits.ts';

const limits: RouletteTableLimits = {
  insideMinimum: 100,
  insideMaximum: 1_000,
  outsideMinimum: 500,
  outsideMaximum: 10_000,
  spinMaximum: 20_000,
};
const straight = (number: number, amount: number): RouletteBet => ({
  kind: 'straight',
  numbers: [number],
  amount,
});
const red = (amount: number): RouletteBet => ({ kind: 'red', amount });

describe('table limits', () => {
  it('must be positive integers with each minimum at most its maximum', () => {
    expect(validateRouletteTableLimits(limits)).toBeNull();
    expect(validateRouletteTableLimits({ ...limits, insideMinimum: 0 })).toBe('limit-not-positive-integer');
    expect(validateRouletteTableLimits({ ...limits, spinMaximum: 1.5 })).toBe('limit-not-positive-integer');
    expect(validateRouletteTableLimits({ ...limits, outsideMinimum: 20_000 })).toBe('minimum-above-maximum');
    expect(validateRouletteTableLimits({ ...limits, insideMaximum: 99 })).toBe('minimum-above-maximum');
    expect(validateRouletteTableLimits({ ...limits, spinMaximum: 50 })).toBe('minimum-above-maximum');
    expect(() => validateRouletteSpin([red(500)], { ...limits, spinMaximum: 0 })).toThrow(RangeError);
  });
});

describe('a spin’s bets', () => {
  it('are accepted within the limits', () => {
    expect(
      validateRouletteSpin(
        [straight(17, 100), red(500), { kind: 'dozen', dozen: 2, amount: 10_000 }],
        limits,
      ),
    ).toBeNull();
    expect(
      validateRouletteSpin(
        [straight(17, 1_000), red(10_000), { kind: 'dozen', dozen: 2, amount: 9_000 }],
        limits,
      ),
    ).toBeNull();
  });

  it('need at least one bet', () => {
    expect(validateRouletteSpin([], limits)).toEqual({ problem: 'no-bets', betIndex: null });
  });

  it('name the first invalid bet', () => {
    const bets = [
      straight(17, 100),
      { kind: 'split', numbers: [3, 4], amount: 100 } as RouletteBet,
      straight(40, 5),
    ];
    expect(validateRouletteSpin(bets, limits)).toEqual({ problem: 'not-on-layout', betIndex: 1 });
    expect(validateRouletteSpin([red(500), straight(1, 0)], limits)).toEqual({
      problem: 'amount-not-positive-integer',
      betIndex: 1,
    });
  });

  it('apply the inside and outside minimum and maximum to each position', () => {
    expect(validateRouletteSpin([red(500), straight(5, 99)], limits)).toEqual({
      problem: 'below-inside-minimum',
      betIndex: 1,
    });
    expect(validateRouletteSpin([straight(5, 100), red(499)], limits)).toEqual({
      problem: 'below-outside-minimum',
      betIndex: 1,
    });
    expect(validateRouletteSpin([straight(5, 1_001)], limits)).toEqual({
      problem: 'above-inside-maximum',
      betIndex: 0,
    });
    expect(validateRouletteSpin([{ kind: 'column', column: 1, amount: 10_001 }], limits)).toEqual({
      problem: 'above-outside-maximum',
      betIndex: 0,
    });
  });

  it('merge bets on the same position before the limits apply', () => {
    // Two chips below the minimum make one bet at it; chips that only together pass the maximum are refused at
    // the bet that passes it.
    expect(validateRouletteSpin([straight(5, 50), red(500), straight(5, 50)], limits)).toBeNull();
    expect(validateRouletteSpin([straight(5, 600), straight(6, 600), straight(5, 600)], limits)).toEqual({
      problem: 'above-inside-maximum',
      betIndex: 2,
    });
    expect(validateRouletteSpin([red(6_000), { kind: 'black', amount: 6_000 }, red(6_000)], limits)).toEqual({
      problem: 'above-outside-maximum',
      betIndex: 2,
    });
  });

  it('refuse the bet that takes the spin above its maximum', () => {
    const bets = [
      red(10_000),
      { kind: 'black', amount: 9_500 } as RouletteBet,
      straight(0, 400),
      straight(1, 200),
    ];
    expect(validateRouletteSpin(bets, limits)).toEqual({ problem: 'above-spin-maximum', betIndex: 3 });
  });
});

describe('merging', () => {
  it('adds the amounts of bets on one position, in order of first appearance, without stray fields', () => {
    const bets = [
      straight(5, 100),
      { kind: 'dozen', dozen: 1, amount: 500 } as RouletteBet,
      { kind: 'red', amount: 700, note: 'x' } as RouletteBet,
      straight(5, 150),
      { kind: 'dozen', dozen: 2, amount: 500 } as RouletteBet,
      { kind: 'dozen', dozen: 1, amount: 250 } as RouletteBet,
      { kind: 'split', numbers: [5, 8], amount: 100 } as RouletteBet,
    ];
    expect(mergeRouletteBets(bets)).toEqual([
      straight(5, 250),
      { kind: 'dozen', dozen: 1, amount: 750 },
      { kind: 'red', amount: 700 },
      { kind: 'dozen', dozen: 2, amount: 500 },
      { kind: 'split', numbers: [5, 8], amount: 100 },
    ]);
    expect(() => mergeRouletteBets([straight(37, 100)])).toThrow(RangeError);
  });
});
