import { describe, expect, it } from 'vitest';
import { scriptedStream } from '../testing/scripted-stream.ts';
import {
  BLACK_NUMBERS,
  EUROPEAN_WHEEL_ORDER,
  isRouletteNumber,
  RED_NUMBERS,
  rouletteColor,
  spinRoulette,
} from './roulette-wheel.ts';

const ALL_NUMBERS = Array.from({ length: 37 }, (_, number) => number);

describe('the wheel', () => {
  it('holds every number 0–36 once, starting at zero', () => {
    expect(EUROPEAN_WHEEL_ORDER[0]).toBe(0);
    expect([...EUROPEAN_WHEEL_ORDER].sort((a, b) => a - b)).toEqual(ALL_NUMBERS);
  });

  it('has 18 red and 18 black numbers that together are 1–36', () => {
    expect(RED_NUMBERS).toHaveLength(18);
    expect(BLACK_NUMBERS).toHaveLength(18);
    expect([...RED_NUMBERS, ...BLACK_NUMBERS].sort((a, b) => a - b)).toEqual(ALL_NUMBERS.slice(1));
  });

  it('alternates red and black round the wheel after zero, 32 being red', () => {
    // An independent check of the red list: on the European wheel the colours alternate.
    const colours = EUROPEAN_WHEEL_ORDER.slice(1).map(rouletteColor);
    colours.forEach((colour, i) => expect(colour).toBe(i % 2 === 0 ? 'red' : 'black'));
  });

  it('has the colours of the printed layout', () => {
    expect(rouletteColor(0)).toBe('green');
    expect(rouletteColor(1)).toBe('red');
    expect(rouletteColor(2)).toBe('black');
    expect(rouletteColor(10)).toBe('black');
    expect(rouletteColor(11)).toBe('black');
    expect(rouletteColor(19)).toBe('red');
    expect(rouletteColor(36)).toBe('red');
    expect(() => rouletteColor(37)).toThrow(RangeError);
    expect(() => rouletteColor(1.5)).toThrow(RangeError);
  });

  it('knows which values are pockets', () => {
    expect(ALL_NUMBERS.every(isRouletteNumber)).toBe(true);
    expect([-1, 37, 0.5, Number.NaN].some(isRouletteNumber)).toBe(false);
  });
});

describe('a spin', () => {
  it('is one int(37) draw', () => {
    const asked: number[] = [];
    const stream = scriptedStream({
      int: (n) => {
        asked.push(n);
        return 17;
      },
    });
    expect(spinRoulette(stream)).toBe(17);
    expect(asked).toEqual([37]);
  });
});
