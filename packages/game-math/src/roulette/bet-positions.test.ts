import { describe, expect, it } from 'vitest';
import {
  ROULETTE_OUTSIDE_POSITIONS,
  rouletteBetNumbers,
  validateRouletteBet,
  validateRouletteBetPosition,
} from './bet-positions.ts';
import type { RouletteBet, RouletteBetPosition } from './roulette-bet.ts';

const ONE_TO_36 = Array.from({ length: 36 }, (_, i) => i + 1);
const range = (from: number, to: number) => ONE_TO_36.filter((number) => number >= from && number <= to);

describe('outside bets', () => {
  it('cover the numbers of the printed layout', () => {
    expect(rouletteBetNumbers({ kind: 'dozen', dozen: 1 })).toEqual(range(1, 12));
    expect(rouletteBetNumbers({ kind: 'dozen', dozen: 2 })).toEqual(range(13, 24));
    expect(rouletteBetNumbers({ kind: 'dozen', dozen: 3 })).toEqual(range(25, 36));
    expect(rouletteBetNumbers({ kind: 'column', column: 1 })).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    expect(rouletteBetNumbers({ kind: 'column', column: 3 })).toEqual([
      3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36,
    ]);
    expect(rouletteBetNumbers({ kind: 'low' })).toEqual(range(1, 18));
    expect(rouletteBetNumbers({ kind: 'high' })).toEqual(range(19, 36));
    expect(rouletteBetNumbers({ kind: 'odd' })).toHaveLength(18);
    expect(rouletteBetNumbers({ kind: 'even' })).toEqual(ONE_TO_36.filter((number) => number % 2 === 0));
    expect(rouletteBetNumbers({ kind: 'red' })).toContain(32);
    expect(rouletteBetNumbers({ kind: 'black' })).toContain(26);
  });

  it('never cover zero, and each pair of opposites splits 1–36', () => {
    for (const position of ROULETTE_OUTSIDE_POSITIONS) expect(rouletteBetNumbers(position)).not.toContain(0);
    const pairs: [RouletteBetPosition, RouletteBetPosition][] = [
      [{ kind: 'red' }, { kind: 'black' }],
      [{ kind: 'odd' }, { kind: 'even' }],
      [{ kind: 'low' }, { kind: 'high' }],
    ];
    for (const [a, b] of pairs)
      expect([...rouletteBetNumbers(a), ...rouletteBetNumbers(b)].sort((x, y) => x - y)).toEqual(ONE_TO_36);
  });

  it('split 1–36 into three dozens and three columns', () => {
    for (const kind of ['dozen', 'column'] as const) {
      const thirds = ROULETTE_OUTSIDE_POSITIONS.filter((position) => position.kind === kind);
      expect(thirds).toHaveLength(3);
      expect(thirds.flatMap(rouletteBetNumbers).sort((x, y) => x - y)).toEqual(ONE_TO_36);
    }
  });

  it('name a choice that is not 1, 2 or 3', () => {
    expect(validateRouletteBetPosition({ kind: 'dozen', dozen: 4 as 1 })).toBe('unknown-choice');
    expect(validateRouletteBetPosition({ kind: 'column', column: 0 as 1 })).toBe('unknown-choice');
    expect(validateRouletteBetPosition({ kind: 'dozen', dozen: '1' as unknown as 1 })).toBe('unknown-choice');
    expect(validateRouletteBetPosition({ kind: 'red' })).toBeNull();
  });
});

describe('bets', () => {
  it('cover the numbers of their inside position', () => {
    expect(rouletteBetNumbers({ kind: 'corner', numbers: [0, 1, 2, 3] })).toEqual([0, 1, 2, 3]);
  });

  it('are refused for an unknown kind, a bad position or an amount that is not a positive integer', () => {
    const bet = (fields: object) =>
      ({ kind: 'straight', numbers: [7], amount: 100, ...fields }) as RouletteBet;
    expect(validateRouletteBet(bet({}))).toBeNull();
    expect(validateRouletteBet(bet({ kind: 'basket' }))).toBe('unknown-kind');
    expect(validateRouletteBet(bet({ kind: 'toString' }))).toBe('unknown-kind');
    expect(validateRouletteBet(bet({ kind: 42 }))).toBe('unknown-kind');
    expect(validateRouletteBet(null as unknown as RouletteBet)).toBe('unknown-kind');
    expect(validateRouletteBet(bet({ kind: 'split', numbers: undefined }))).toBe('wrong-number-count');
    expect(validateRouletteBet(bet({ numbers: [37] }))).toBe('number-out-of-range');
    expect(validateRouletteBet(bet({ kind: 'split', numbers: [7, 11] }))).toBe('not-on-layout');
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 53])
      expect(validateRouletteBet(bet({ amount }))).toBe('amount-not-positive-integer');
    expect(() => rouletteBetNumbers({ kind: 'split', numbers: [7, 11] })).toThrow(RangeError);
  });
});
