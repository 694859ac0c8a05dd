import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import type { GeoResponse } from '@casino/contracts';
import { ConfigError, type Config } from '../../config.ts';
import { alpha2To3, findCountry } from './countries.ts';

/** The part of geoip-country's API we use (the package ships no types). */
interface GeoipCountry {
  lookup(ip: string): { country: string } | null;
}

let geoip: GeoipCountry | undefined;

/**
 * geoip-country reads its database (MaxMind GeoLite2 Country, bundled in the package) synchronously when it is
 * first required: about 8 MB of buffers kept in memory (IPv4 3.5 MB, IPv6 4.5 MB) and some 20-30 ms of start-up.
 * It is loaded on the first public address looked up, so start-up and private-network requests never pay.
 */
function geoipDatabase(): GeoipCountry {
  if (!geoip) {
    const requireCommonJs = createRequire(import.meta.url);
    geoip = requireCommonJs('geoip-country') as GeoipCountry;
  }
  return geoip;
}

/** Loopback, private, link-local, carrier-grade NAT, documentation, multicast and reserved ranges. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** The address in a form we can check: zone id removed, IPv4-mapped IPv6 turned into IPv4. Null if not an IP. */
function normalizeIp(raw: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  let address = raw.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  address = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  const version = isIP(address);
  if (version === 4) return { address, family: 'ipv4' };
  if (version === 6) return { address, family: 'ipv6' };
  return null;
}

/** True for addresses that no GeoIP database places in a country (loopback, private networks…). */
export function isNonPublicAddress(ip: string): boolean {
  const normalized = normalizeIp(ip);
  return normalized === null || nonPublic.check(normalized.address, normalized.family);
}

/** The ISO 3166 alpha-2 country of a public IP address; null for private, loopback, invalid or unknown ones. */
export function lookupCountry(ip: string): string | null {
  const normalized = normalizeIp(ip);
  if (!normalized || nonPublic.check(normalized.address, normalized.family)) return null;
  const country = geoipDatabase().lookup(normalized.address)?.country;
  return country ? country.toUpperCase() : null;
}

/** Turns a list of alpha-2 or alpha-3 codes into alpha-2 codes; an unknown code is a configuration error. */
export function normalizeCountryCodes(codes: readonly string[], setting = 'BLOCKED_COUNTRIES'): Set<string> {
  const alpha2 = new Set<string>();
  for (const code of codes) {
    const country = findCountry(code);
    if (!country)
      throw new ConfigError(
        `Invalid configuration:\n  ${setting}: ${code} is not an ISO 3166 alpha-2 or alpha-3 country code`,
      );
    alpha2.add(country.alpha2);
  }
  return alpha2;
}

export interface GeoService {
  /** The visitor's alpha-2 country: the development override when set, otherwise the GeoIP answer. */
  countryOf(ip: string): string | null;
  /** Whether players from this country (alpha-2 or alpha-3) are refused; unknown (null) is never blocked. */
  isBlocked(country: string | null): boolean;
  /** The refused countries (BLOCKED_COUNTRIES) as alpha-2 codes. */
  blockedCountries: readonly string[];
  /** The answer of GET /api/geo for an address. */
  locate(ip: string): GeoResponse;
}

export type GeoConfig = Pick<Config, 'blockedCountries' | 'devCountryOverride' | 'isProduction'>;

/** The geo service for a configuration. Throws a ConfigError for codes it does not know, so a typo cannot unblock a country. */
export function createGeoService(config: GeoConfig): GeoService {
  const blocked = normalizeCountryCodes(config.blockedCountries);
  // config.ts already refuses the override in production; checked again so that it can never apply there.
  const override =
    config.devCountryOverride && !config.isProduction
      ? [...normalizeCountryCodes([config.devCountryOverride], 'DEV_COUNTRY_OVERRIDE')][0]
      : undefined;

  const countryOf = (ip: string): string | null => override ?? lookupCountry(ip);
  const isBlocked = (country: string | null): boolean => {
    if (!country) return false;
    const known = findCountry(country);
    return known ? blocked.has(known.alpha2) : false;
  };
  return {
    countryOf,
    isBlocked,
    blockedCountries: [...blocked],
    locate(ip) {
      const country = countryOf(ip);
      return { country, country3: country ? alpha2To3(country) : null, blocked: isBlocked(country) };
    },
  };
}
