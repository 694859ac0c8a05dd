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

  it('reads the session timeouts and mail settings, with defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.sessionIdleMinutes).toBe(30);
    expect(defaults.sessionAbsoluteHours).toBe(12);
    expect(defaults.smtpUrl).toBeUndefined();
    const custom = loadConfig({
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '2',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
    });
    expect(custom.sessionIdleMinutes).toBe(15);
    expect(custom.sessionAbsoluteHours).toBe(2);
    expect(custom.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
  });

  it('refuses bad session timeouts and a non-SMTP mail URL', () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_ABSOLUTE_HOURS: 'soon' })).toThrow(/SESSION_ABSOLUTE_HOURS/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '120', SESSION_ABSOLUTE_HOURS: '1' })).toThrow(
      /must not be longer than SESSION_ABSOLUTE_HOURS/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
  });

  it('reads the registration limit per address, 10 an hour unless set', () => {
    expect(loadConfig({}).registrationLimitPerHour).toBe(10);
    expect(loadConfig({ REGISTRATION_LIMIT_PER_HOUR: '500' }).registrationLimitPerHour).toBe(500);
    expect(() => loadConfig({ REGISTRATION_LIMIT_PER_HOUR: '0' })).toThrow(/REGISTRATION_LIMIT_PER_HOUR/);
    expect(() => loadConfig({ REGISTRATION_LIMIT_PER_HOUR: 'many' })).toThrow(/REGISTRATION_LIMIT_PER_HOUR/);
  });

  it('normalizes the blocked country list', () => {
    expect(loadConfig({ BLOCKED_COUNTRIES: 'us, fra ,' }).blockedCountries).toEqual(['US', 'FRA']);
  });
});

it('treats empty variables as unset', () => {
  expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
});
