import { describe, expect, it } from 'vitest';
import { scriptedStream } from '../testing/scripted-stream.ts';
import { diceMultiplier, diceWinChance, playDice, rtpOfDice, validateDiceTarget } from './dice.ts';

/** A stream whose int(10000) is a chosen roll in hundredths. */
const rolling = (hundredths: number) => scriptedStream({ int: () => hundredths });

describe('win chance', () => {
  it('counts the rolls strictly under or over the target', () => {
    expect(diceWinChance('under', 50)).toBe(50);
    expect(diceWinChance('over', 50)).toBe(49.99);
    expect(diceWinChance('under', 1)).toBe(1);
    expect(diceWinChance('over', 1.99)).toBe(98);
  });
});

describe('multiplier', () => {
  it('is (1 − edge) × 100 / chance, floored to 4 decimals', () => {
    expect(diceMultiplier({ direction: 'under', target: 50, houseEdge: 0.01 })).toBe(1.98);
    expect(diceMultiplier({ direction: 'under', target: 1, houseEdge: 0.01 })).toBe(99);
    // 99 / 49.99 = 1.980396…
    expect(diceMultiplier({ direction: 'over', target: 50, houseEdge: 0.01 })).toBe(1.9803);
    // 98 / 33.33 = 2.940294…
    expect(diceMultiplier({ direction: 'under', target: 33.33, houseEdge: 0.02 })).toBe(2.9402);
  });
});

describe('targets', () => {
  it('accepts hundredths with a chance from 1 % to 98 %', () => {
    expect(validateDiceTarget('under', 1)).toBeNull();
    expect(validateDiceTarget('under', 98)).toBeNull();
    expect(validateDiceTarget('over', 98.99)).toBeNull();
    expect(validateDiceTarget('over', 1.99)).toBeNull();
  });

  it('names why a target is refused', () => {
    expect(validateDiceTarget('under', 0.99)).toBe('chance-too-low');
    expect(validateDiceTarget('over', 99)).toBe('chance-too-low');
    expect(validateDiceTarget('under', 98.01)).toBe('chance-too-high');
    expect(validateDiceTarget('under', 50.001)).toBe('target-not-hundredths');
    expect(validateDiceTarget('under', 100)).toBe('target-out-of-range');
    expect(validateDiceTarget('under', -1)).toBe('target-out-of-range');
    expect(() => diceMultiplier({ direction: 'under', target: 0.5, houseEdge: 0.01 })).toThrow(RangeError);
  });
});

describe('a roll', () => {
  const bet = { direction: 'under', target: 50, houseEdge: 0.01 } as const;

  it('wins under the target and pays the stake times the multiplier, floored to minor units', () => {
    expect(playDice(rolling(4999), bet, 333)).toEqual({
      roll: 49.99,
      rollHundredths: 4999,
      won: true,
      multiplier: 1.98,
      payout: 659,
    });
  });

  it('loses on the target itself and pays nothing', () => {
    const roll = playDice(rolling(5000), bet, 333);
    expect(roll.won).toBe(false);
    expect(roll.payout).toBe(0);
  });

  it('wins over the target only above it', () => {
    const over = { ...bet, direction: 'over' } as const;
    expect(playDice(rolling(5000), over, 100).won).toBe(false);
    expect(playDice(rolling(5001), over, 100).won).toBe(true);
  });

  it('pays large stakes exactly', () => {
    const stake = 9_007_199_254_740; // 2^53 / 1000, beyond what a float product keeps exact
    expect(playDice(rolling(0), { ...bet, target: 1 }, stake).payout).toBe(891_712_726_219_260);
  });
});

describe('RTP', () => {
  it('is chance × multiplier', () => {
    expect(rtpOfDice({ direction: 'under', target: 50, houseEdge: 0.01 })).toBeCloseTo(0.99, 15);
    expect(rtpOfDice({ direction: 'over', target: 50, houseEdge: 0.01 })).toBeCloseTo(0.4999 * 1.9803, 15);
  });

  it('counts the flooring of small stakes', () => {
    // A 1-unit stake at 1.98× pays 1: 0.5 × 1.
    expect(rtpOfDice({ direction: 'under', target: 50, houseEdge: 0.01 }, 1)).toBe(0.5);
  });

  it('matches the share returned over every possible roll', () => {
    const bet = { direction: 'over', target: 66.6, houseEdge: 0.015 } as const;
    let paid = 0;
    for (let roll = 0; roll < 10_000; roll += 1) paid += playDice(rolling(roll), bet, 1000).payout;
    expect(paid / 10_000 / 1000).toBeCloseTo(rtpOfDice(bet, 1000), 12);
  });
});
