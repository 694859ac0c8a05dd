import { describe, expect, it } from 'vitest';
import {
  isAllowedRealityCheck,
  MARKET_RULES,
  marketOfCountry,
  offeredCategories,
  UK_UNREFERRED_LANGUAGES,
  visitorOffer,
} from './markets.ts';

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

describe('what a visitor is offered (§4)', () => {
  it('switches a UK visitor with a referral code to gb', () => {
    expect(visitorOffer({ country: 'GBR', referred: true })).toEqual({
      languages: null,
      currency: null,
      language: 'gb',
    });
  });

  it('offers a UK visitor without one the restricted languages and EUR', () => {
    expect(visitorOffer({ country: 'GB', referred: false })).toEqual({
      languages: UK_UNREFERRED_LANGUAGES,
      currency: 'EUR',
      language: null,
    });
  });

  it('leaves every other visitor the usual choices', () => {
    expect(visitorOffer({ country: 'DEU', referred: true })).toEqual({
      languages: null,
      currency: null,
      language: null,
    });
    expect(visitorOffer({ country: null, referred: false })).toEqual({
      languages: null,
      currency: null,
      language: null,
    });
  });

  it('removes drops and wins for the UK only, keeping the order', () => {
    const categories = ['slots', 'dropwins', 'megaways'] as const;
    expect(offeredCategories('uk', categories)).toEqual(['slots', 'megaways']);
    expect(offeredCategories('default', categories)).toEqual(categories);
  });
});
