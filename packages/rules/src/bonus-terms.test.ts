import { describe, expect, it } from 'vitest';
import { wageringFitsMarket, wageringMultipleOfBonus } from './bonus-terms.ts';

describe('bonus wagering against the market caps', () => {
  it('measures the requirement in multiples of the bonus alone', () => {
    expect(wageringMultipleOfBonus({ multiple: 35, base: 'bonus' })).toBe(35);
    expect(wageringMultipleOfBonus({ multiple: 0, base: 'bonus_and_deposit' })).toBe(0);
    expect(wageringMultipleOfBonus({ multiple: 5, base: 'bonus_and_deposit' })).toBeNull();
  });

  it('lets the UK have at most 10 times the bonus, and other markets any', () => {
    expect(wageringFitsMarket({ multiple: 10, base: 'bonus' }, 'uk')).toBe(true);
    expect(wageringFitsMarket({ multiple: 10.5, base: 'bonus' }, 'uk')).toBe(false);
    expect(wageringFitsMarket({ multiple: 2, base: 'bonus_and_deposit' }, 'uk')).toBe(false);
    expect(wageringFitsMarket({ multiple: 0, base: 'bonus_and_deposit' }, 'uk')).toBe(true);
    expect(wageringFitsMarket({ multiple: 40, base: 'bonus_and_deposit' }, 'default')).toBe(true);
  });
});
