import { describe, expect, it } from 'vitest';
import { isAllowedRealityCheck, MARKET_RULES, marketOfCountry } from './markets.ts';

describe('markets', () => {
  it.each([
    ['GB', 'uk'],
    ['gbr', 'uk'],
    ['RO', 'default'],
    ['DEU', 'default'],
    [null, 'default'],
  ] as const)('%s is the %s market', (country, market) => {
    expect(marketOfCountry(country)).toBe(market);
  });

  it('caps bonus wagering at 10× and removes drops and wins in the UK only', () => {
    expect(MARKET_RULES.uk.maxBonusWageringMultiple).toBe(10);
    expect(MARKET_RULES.uk.dropsAndWinsOffered).toBe(false);
    expect(MARKET_RULES.default.maxBonusWageringMultiple).toBeNull();
    expect(MARKET_RULES.default.dropsAndWinsOffered).toBe(true);
  });

  it.each([
    ['uk', 10, true],
    ['uk', 480, true],
    ['uk', 9, false],
    ['uk', 481, false],
    ['uk', 30.5, false],
    ['uk', null, false],
    ['default', null, true],
    ['default', 60, true],
  ] as const)(
    'in the %s market a reality check every %s minutes is allowed: %s',
    (market, minutes, allowed) => {
      expect(isAllowedRealityCheck(market, minutes)).toBe(allowed);
    },
  );
});
