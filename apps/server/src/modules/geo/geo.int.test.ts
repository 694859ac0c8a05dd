import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoResponse } from '@casino/contracts';
import { ConfigError } from '../../config.ts';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '../../test/test-platform.ts';

describe.each(databaseKinds)('geo API on %s', (kind) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  async function geoFor(
    config: Record<string, string>,
    request: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {
    const test = await createTestApp(database, { config });
    apps.push(test);
    const response = await test.app.inject({ method: 'GET', url: '/api/geo', ...request });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    return response.json<GeoResponse>();
  }

  it('answers null, not blocked, for a loopback address', async () => {
    expect(await geoFor({ BLOCKED_COUNTRIES: 'DE' })).toEqual({
      country: null,
      country3: null,
      blocked: false,
    });
  });

  it('places a public client address', async () => {
    expect(await geoFor({}, { remoteAddress: '212.27.48.10' })).toEqual({
      country: 'FR',
      country3: 'FRA',
      blocked: false,
    });
  });

  it('ignores a forwarded-for header unless it is configured as trusted', async () => {
    const headers = { 'x-forwarded-for': '194.25.0.68, 10.0.0.1' };
    expect(await geoFor({}, { headers })).toEqual({ country: null, country3: null, blocked: false });
    expect(await geoFor({ TRUST_PROXY_HEADER: 'X-Forwarded-For' }, { headers })).toEqual({
      country: 'DE',
      country3: 'DEU',
      blocked: false,
    });
  });

  it('blocks countries listed by alpha-2 or alpha-3 code', async () => {
    const config = { BLOCKED_COUNTRIES: 'de, FRA' };
    expect(await geoFor(config, { remoteAddress: '194.25.0.68' })).toEqual({
      country: 'DE',
      country3: 'DEU',
      blocked: true,
    });
    expect(await geoFor(config, { remoteAddress: '212.27.48.10' })).toEqual({
      country: 'FR',
      country3: 'FRA',
      blocked: true,
    });
    expect(await geoFor(config, { remoteAddress: '8.8.8.8' })).toEqual({
      country: 'US',
      country3: 'USA',
      blocked: false,
    });
  });

  it('applies the development override outside production', async () => {
    expect(await geoFor({ DEV_COUNTRY_OVERRIDE: 'ro' })).toEqual({
      country: 'RO',
      country3: 'ROU',
      blocked: false,
    });
    expect(
      await geoFor({ DEV_COUNTRY_OVERRIDE: 'RO', BLOCKED_COUNTRIES: 'ROU' }, { remoteAddress: '8.8.8.8' }),
    ).toEqual({
      country: 'RO',
      country3: 'ROU',
      blocked: true,
    });
    expect(() => testConfig({ NODE_ENV: 'production', DEV_COUNTRY_OVERRIDE: 'RO' })).toThrow(ConfigError);
  });

  it('refuses to start with a blocked-country code it does not know', async () => {
    await expect(createTestApp(database, { config: { BLOCKED_COUNTRIES: 'DE,UK' } })).rejects.toThrow(
      /BLOCKED_COUNTRIES: UK/,
    );
  });
});
