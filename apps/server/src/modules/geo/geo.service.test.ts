import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { COUNTRIES, alpha2To3, findCountry } from './countries.ts';
import { createGeoService, isNonPublicAddress, lookupCountry, normalizeCountryCodes } from './geo.service.ts';

const config = { blockedCountries: [] as string[], devCountryOverride: undefined, isProduction: false };

describe('countries', () => {
  it('lists every ISO 3166-1 country once, plus Kosovo', () => {
    expect(COUNTRIES).toHaveLength(250);
    expect(new Set(COUNTRIES.map((country) => country.alpha2)).size).toBe(250);
    expect(new Set(COUNTRIES.map((country) => country.alpha3)).size).toBe(250);
    for (const country of COUNTRIES) {
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.name.length).toBeGreaterThan(1);
      for (const code of country.phoneCodes) expect(code).toMatch(/^\d{1,4}$/);
    }
  });

  it('maps alpha-2 to alpha-3 and finds either, in any case', () => {
    expect(alpha2To3('DE')).toBe('DEU');
    expect(alpha2To3('gb')).toBe('GBR');
    expect(alpha2To3('XX')).toBeNull();
    expect(findCountry('rou')?.alpha2).toBe('RO');
    expect(findCountry('PRT')?.name).toBe('Portugal');
    expect(findCountry('UK')).toBeUndefined();
  });
});

describe('lookupCountry', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['194.25.0.68', 'DE'],
    ['212.27.48.10', 'FR'],
    ['92.84.0.1', 'RO'],
    ['::ffff:194.25.0.68', 'DE'],
    ['2a01:4f8::1', 'DE'],
  ])('places %s in %s', (ip, country) => {
    expect(lookupCountry(ip)).toBe(country);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '169.254.1.1',
    '100.64.0.1',
    'fd00::1',
    'fe80::1%eth0',
    '::ffff:127.0.0.1',
    '0.0.0.0',
    '',
    'not-an-ip',
    '999.1.1.1',
  ])('answers null for the non-public or invalid address %j', (ip) => {
    expect(isNonPublicAddress(ip)).toBe(true);
    expect(lookupCountry(ip)).toBeNull();
  });
});

describe('geo service', () => {
  it('normalizes alpha-2 and alpha-3 codes and refuses unknown ones', () => {
    expect([...normalizeCountryCodes(['DE', 'FRA', 'gbr'])]).toEqual(['DE', 'FR', 'GB']);
    expect(() => normalizeCountryCodes(['UK'])).toThrow(ConfigError);
  });

  it('blocks configured countries by either code, never an unknown country', () => {
    const geo = createGeoService({ ...config, blockedCountries: ['DE', 'FRA'] });
    expect(geo.isBlocked('DE')).toBe(true);
    expect(geo.isBlocked('DEU')).toBe(true);
    expect(geo.isBlocked('FR')).toBe(true);
    expect(geo.isBlocked('fra')).toBe(true);
    expect(geo.isBlocked('US')).toBe(false);
    expect(geo.isBlocked(null)).toBe(false);
    expect(geo.blockedCountries).toEqual(['DE', 'FR']);
    expect(geo.locate('127.0.0.1')).toEqual({ country: null, country3: null, blocked: false });
    expect(geo.locate('194.25.0.68')).toEqual({ country: 'DE', country3: 'DEU', blocked: true });
  });

  it('applies the development override to every address, never in production', () => {
    expect(createGeoService({ ...config, devCountryOverride: 'RO' }).locate('127.0.0.1')).toEqual({
      country: 'RO',
      country3: 'ROU',
      blocked: false,
    });
    expect(
      createGeoService({ ...config, devCountryOverride: 'RO', isProduction: true }).locate('127.0.0.1')
        .country,
    ).toBeNull();
    expect(() => createGeoService({ ...config, devCountryOverride: 'ZZ' })).toThrow(ConfigError);
  });
});
