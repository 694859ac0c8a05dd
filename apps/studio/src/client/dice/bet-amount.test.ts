import { describe, expect, it } from 'vitest';
import { betLimits, betText, checkBet, doubleBet, halveBet } from './bet-amount.ts';

const limits = betLimits({ currency: 'EUR', levels: [10, 20, 100, 10_000], defaultBet: 100 });

describe('the typed dice bet', () => {
  it('runs from the lowest to the highest level', () => {
    expect(limits).toEqual({ min: 10, max: 10_000 });
  });

  it('takes digits with a dot or a comma and at most two decimals', () => {
    expect(checkBet('1.5', 'EUR', limits, 100_000)).toEqual({ bet: 150, problem: null });
    expect(checkBet('2,25', 'EUR', limits, 100_000)).toEqual({ bet: 225, problem: null });
    expect(checkBet(' 3 ', 'EUR', limits, 100_000)).toEqual({ bet: 300, problem: null });
    for (const text of ['', '1.234', '1,2,3', '-1', '1e2', 'abc', '.5', '1.'])
      expect(checkBet(text, 'EUR', limits, 100_000).problem, text).toBe('format');
  });

  it('keeps within the limits and the balance', () => {
    expect(checkBet('0.09', 'EUR', limits, 100_000)).toEqual({ bet: 9, problem: 'below-min' });
    expect(checkBet('100.01', 'EUR', limits, 100_000)).toEqual({ bet: 10_001, problem: 'above-max' });
    expect(checkBet('5', 'EUR', limits, 499)).toEqual({ bet: 500, problem: 'above-balance' });
    expect(checkBet('4.99', 'EUR', limits, 499)).toEqual({ bet: 499, problem: null });
  });

  it('has no decimals in a currency without minor units', () => {
    const krona = { min: 1_500, max: 1_500_000 };
    expect(checkBet('2000', 'ISK', krona, 10_000_000)).toEqual({ bet: 2_000, problem: null });
    expect(checkBet('2000.50', 'ISK', krona, 10_000_000).problem).toBe('format');
  });

  it('halves down to whole minor units and doubles, both clamped to the limits', () => {
    expect(halveBet(150, limits)).toBe(75);
    expect(halveBet(15, limits)).toBe(10);
    expect(halveBet(11, limits)).toBe(10);
    expect(doubleBet(150, limits)).toBe(300);
    expect(doubleBet(6_000, limits)).toBe(10_000);
  });

  it('writes the bet with the language’s decimal mark and no grouping', () => {
    expect(betText(150, 'EUR', 'en')).toBe('1.50');
    expect(betText(150, 'EUR', 'de')).toBe('1,50');
    expect(betText(250_000, 'CZK', 'sk')).toBe('2500,00');
    expect(betText(2_000, 'ISK', 'en')).toBe('2000');
  });
});
