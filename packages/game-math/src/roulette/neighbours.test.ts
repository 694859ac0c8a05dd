import { describe, expect, it } from 'vitest';
import { validateInsidePosition } from './inside-positions.ts';
import { neighbourBets, neighbours, validateNeighbours } from './neighbours.ts';
import { EUROPEAN_WHEEL_ORDER } from './roulette-wheel.ts';

const numbersOf = (positions: { numbers: readonly number[] }[]) => positions.map(({ numbers }) => numbers[0]);

describe('neighbours', () => {
  it('are the number and two pockets either side by default, in wheel order', () => {
    expect(numbersOf(neighbours(0))).toEqual([3, 26, 0, 32, 15]);
    expect(numbersOf(neighbours(17, 1))).toEqual([25, 17, 34]);
  });

  it('wrap round the end of the wheel order', () => {
    expect(numbersOf(neighbours(26, 2))).toEqual([35, 3, 26, 0, 32]);
    expect(numbersOf(neighbours(32, 3))).toEqual([3, 26, 0, 32, 15, 19, 4]);
  });

  it('are 2 × count + 1 distinct straights around every number, for every count', () => {
    for (const number of EUROPEAN_WHEEL_ORDER) {
      for (let count = 1; count <= 9; count += 1) {
        const positions = neighbours(number, count);
        expect(positions).toHaveLength(2 * count + 1);
        expect(new Set(numbersOf(positions)).size).toBe(2 * count + 1);
        expect(positions[count]).toEqual({ kind: 'straight', numbers: [number] });
        for (const { kind, numbers } of positions) expect(validateInsidePosition(kind, numbers)).toBeNull();
        // Consecutive straights are consecutive pockets of the wheel.
        const at = numbersOf(positions).map((pocket) => EUROPEAN_WHEEL_ORDER.indexOf(pocket as number));
        at.slice(1).forEach((index, i) => expect((index - (at[i] as number) + 37) % 37).toBe(1));
      }
    }
  });

  it('refuse a number off the wheel or a count outside 1–9', () => {
    expect(validateNeighbours(5)).toBeNull();
    expect(validateNeighbours(37)).toBe('number-out-of-range');
    expect(validateNeighbours(5, 0)).toBe('count-out-of-range');
    expect(validateNeighbours(5, 10)).toBe('count-out-of-range');
    expect(validateNeighbours(5, 1.5)).toBe('count-out-of-range');
    expect(() => neighbours(5, 10)).toThrow(RangeError);
  });

  it('place an amount on each straight', () => {
    expect(neighbourBets(0, 1, 250)).toEqual([
      { kind: 'straight', numbers: [26], amount: 250 },
      { kind: 'straight', numbers: [0], amount: 250 },
      { kind: 'straight', numbers: [32], amount: 250 },
    ]);
    expect(() => neighbourBets(0, 1, 0)).toThrow(RangeError);
  });
});
