import { describe, expect, it } from 'vitest';
import { depositLimits } from '@casino/contracts';
import { checkAmount } from './amount-rules.ts';

const eur = depositLimits('EUR');
const isk = depositLimits('ISK');

describe('checkAmount (§5 deposit and amount rules)', () => {
  it.each([
    ['', 'EUR', 'required'],
    ['   ', 'EUR', 'required'],
    ['abc', 'EUR', 'positive'],
    ['-5', 'EUR', 'positive'],
    ['0', 'EUR', 'positive'],
    ['0.00', 'EUR', 'positive'],
    ['10.123', 'EUR', 'positive'],
    ['1e3', 'EUR', 'positive'],
    ['12345678901', 'EUR', 'positive'],
    ['10.5', 'ISK', 'positive'],
    ['9.99', 'EUR', 'belowMinimum'],
    ['5000.01', 'EUR', 'aboveMaximum'],
    ['1499', 'ISK', 'belowMinimum'],
    ['750001', 'ISK', 'aboveMaximum'],
  ] as const)('%j in %s → %s', (input, currency, problem) => {
    expect(checkAmount(input, currency, currency === 'EUR' ? eur : isk)).toEqual({ ok: false, problem });
  });

  it.each([
    ['10', 'EUR', 1000],
    ['10,5', 'EUR', 1050],
    [' 25.75 ', 'EUR', 2575],
    ['5000', 'EUR', 500000],
    ['1500', 'ISK', 1500],
  ] as const)('%j in %s → %i minor units', (input, currency, minor) => {
    expect(checkAmount(input, currency, currency === 'EUR' ? eur : isk)).toEqual({ ok: true, minor });
  });

  it('without limits only the pattern and a positive value count; a maximum alone caps it', () => {
    expect(checkAmount('0.01', 'EUR')).toEqual({ ok: true, minor: 1 });
    expect(checkAmount('20.01', 'EUR', { max: 2000 })).toEqual({ ok: false, problem: 'aboveMaximum' });
  });
});
