import { describe, expect, it } from 'vitest';
import { scriptedStream } from '../testing/scripted-stream.ts';
import { ROULETTE_OUTSIDE_POSITIONS } from './bet-positions.ts';
import { ROULETTE_INSIDE_POSITIONS } from './inside-positions.ts';
import type { RouletteBet } from './roulette-bet.ts';
import { playRoulette, settleRoulette } from './settle.ts';

const spinning = (number: number) => scriptedStream({ int: () => number });

describe('settling a spin', () => {
  const bets: RouletteBet[] = [
    { kind: 'straight', numbers: [17], amount: 100 },
    { kind: 'split', numbers: [17, 20], amount: 100 },
    { kind: 'street', numbers: [16, 17, 18], amount: 100 },
    { kind: 'corner', numbers: [13, 14, 16, 17], amount: 100 },
    { kind: 'six-line', numbers: [13, 14, 15, 16, 17, 18], amount: 100 },
    { kind: 'dozen', dozen: 2, amount: 100 },
    { kind: 'column', column: 2, amount: 100 },
    { kind: 'black', amount: 100 },
    { kind: 'odd', amount: 100 },
    { kind: 'low', amount: 100 },
    { kind: 'red', amount: 100 },
    { kind: 'straight', numbers: [0], amount: 100 },
  ];

  it('pays every winning bet stake × (odds + 1)', () => {
    expect(settleRoulette(17, bets)).toEqual({
      number: 17,
      color: 'black',
      wins: [
        { betIndex: 0, payout: 3_600 },
        { betIndex: 1, payout: 1_800 },
        { betIndex: 2, payout: 1_200 },
        { betIndex: 3, payout: 900 },
        { betIndex: 4, payout: 600 },
        { betIndex: 5, payout: 300 },
        { betIndex: 6, payout: 300 },
        { betIndex: 7, payout: 200 },
        { betIndex: 8, payout: 200 },
        { betIndex: 9, payout: 200 },
      ],
      totalStake: 1_200,
      totalPayout: 9_300,
    });
  });

  it('loses every outside bet on zero', () => {
    const outside = ROULETTE_OUTSIDE_POSITIONS.map((position) => ({ ...position, amount: 100 }));
    const settled = settleRoulette(0, [...outside, ...bets]);
    expect(settled.color).toBe('green');
    expect(settled.wins).toEqual([{ betIndex: outside.length + 11, payout: 3_600 }]);
  });

  it('pays every inside position on each of its numbers and on no other', () => {
    const stakes = ROULETTE_INSIDE_POSITIONS.map((position) => ({ ...position, amount: 1 }));
    for (let number = 0; number <= 36; number += 1) {
      const winners = settleRoulette(number, stakes).wins.map(({ betIndex }) => betIndex);
      const expected = stakes.flatMap((stake, index) => (stake.numbers.includes(number) ? [index] : []));
      expect(winners).toEqual(expected);
    }
  });

  it('settles nothing to nothing', () => {
    expect(settleRoulette(5, [])).toEqual({
      number: 5,
      color: 'red',
      wins: [],
      totalStake: 0,
      totalPayout: 0,
    });
  });

  it('refuses a number off the wheel, an invalid bet and amounts past exact arithmetic', () => {
    expect(() => settleRoulette(37, bets)).toThrow(RangeError);
    expect(() => settleRoulette(1, [{ kind: 'split', numbers: [1, 5], amount: 1 }])).toThrow(RangeError);
    const huge = Math.floor(Number.MAX_SAFE_INTEGER / 10);
    expect(() => settleRoulette(1, [{ kind: 'straight', numbers: [1], amount: huge }])).toThrow(RangeError);
  });
});

describe('playing a spin', () => {
  it('draws the winning number and settles', () => {
    const played = playRoulette(spinning(26), [{ kind: 'straight', numbers: [26], amount: 5 }]);
    expect(played).toEqual({
      number: 26,
      color: 'black',
      wins: [{ betIndex: 0, payout: 180 }],
      totalStake: 5,
      totalPayout: 180,
    });
  });

  it('refuses invalid bets before drawing', () => {
    const stream = scriptedStream({
      int: () => {
        throw new Error('drew');
      },
    });
    expect(() => playRoulette(stream, [{ kind: 'red', amount: -1 }])).toThrow(RangeError);
  });
});
