/**
 * The exact return of every bet, checked against the closed form (odds + 1) × numbers covered / 37 = 36/37
 * in BigInt rationals, and against settling a unit on every position for each of the 37 numbers.
 */
import { describe, expect, it } from 'vitest';
import { ROULETTE_OUTSIDE_POSITIONS } from './bet-positions.ts';
import { ROULETTE_INSIDE_POSITIONS } from './inside-positions.ts';
import { ROULETTE_PAYOUT_ODDS, type RouletteBetPosition } from './roulette-bet.ts';
import { ROULETTE_RTP, rtpOfRouletteBet } from './roulette-rtp.ts';
import { settleRoulette } from './settle.ts';

const ALL_POSITIONS: readonly RouletteBetPosition[] = [
  ...ROULETTE_INSIDE_POSITIONS,
  ...ROULETTE_OUTSIDE_POSITIONS,
];

/** How many numbers a position covers, counted from its description rather than from the production code. */
const COVERED: Readonly<Record<string, bigint>> = {
  dozen: 12n,
  column: 12n,
  red: 18n,
  black: 18n,
  odd: 18n,
  even: 18n,
  low: 18n,
  high: 18n,
};
const coveredBy = (position: RouletteBetPosition) =>
  'numbers' in position ? BigInt(position.numbers.length) : (COVERED[position.kind] as bigint);

/** a/b = c/d as BigInt cross products. */
const equalRatios = (a: bigint, b: bigint, c: bigint, d: bigint) => a * d === c * b;

describe('the return to player', () => {
  it('is 36/37 as published', () => {
    expect(ROULETTE_RTP).toEqual({ numerator: 36, denominator: 37, value: 36 / 37 });
    expect(ROULETTE_RTP.value).toBeCloseTo(0.972972972972973, 15);
  });

  it('of every position equals the closed form, which is 36/37', () => {
    expect(ALL_POSITIONS).toHaveLength(157);
    for (const position of ALL_POSITIONS) {
      const rtp = rtpOfRouletteBet(position);
      const closedNumerator = BigInt(ROULETTE_PAYOUT_ODDS[position.kind] + 1) * coveredBy(position);
      expect(equalRatios(BigInt(rtp.numerator), BigInt(rtp.denominator), closedNumerator, 37n)).toBe(true);
      expect(equalRatios(closedNumerator, 37n, 36n, 37n)).toBe(true);
      expect(rtp).toEqual(ROULETTE_RTP);
    }
  });

  it('matches what settlement pays over the 37 numbers', () => {
    const stake = 7;
    const bets = ALL_POSITIONS.map((position) => ({ ...position, amount: stake }));
    let paid = 0n;
    for (let number = 0; number <= 36; number += 1) paid += BigInt(settleRoulette(number, bets).totalPayout);
    const staked = BigInt(bets.length * stake) * 37n;
    expect(equalRatios(paid, staked, 36n, 37n)).toBe(true);
  });

  it('is refused for an invalid position', () => {
    expect(() => rtpOfRouletteBet({ kind: 'corner', numbers: [1, 2, 3, 4] })).toThrow(RangeError);
  });
});
