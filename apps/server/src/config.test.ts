import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.blockedCountries).toEqual([]);
  });

  it('lists every invalid variable in one clear error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://y' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*REDIS_URL: must be a redis/s,
    );
  });

  it('refuses the development country override in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_COUNTRY_OVERRIDE: 'DE' })).toThrow(
      /development only/,
    );
  });

  it('normalizes the blocked country list', () => {
    expect(loadConfig({ BLOCKED_COUNTRIES: 'us, fra ,' }).blockedCountries).toEqual(['US', 'FRA']);
  });
});

it('treats empty variables as unset', () => {
  expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
});
