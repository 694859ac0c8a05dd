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

  it('creates the demo accounts in development, in tests only when asked, and never in production', () => {
    expect(loadConfig({}).seedDevAccounts).toBe(true);
    expect(loadConfig({ SEED_DEV_ACCOUNTS: 'false' }).seedDevAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDevAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEV_ACCOUNTS: 'true' }).seedDevAccounts).toBe(true);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://casino.example',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PAYMENT_SANDBOX_SECRET: 'x'.repeat(32),
      STUDIO_WALLET_SECRET: 'y'.repeat(32),
    };
    expect(loadConfig(production).seedDevAccounts).toBe(false);
    expect(loadConfig({ ...production, SEED_DEV_ACCOUNTS: 'false' }).seedDevAccounts).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEV_ACCOUNTS: 'true' })).toThrow(
      /SEED_DEV_ACCOUNTS: is for development and tests only/,
    );
    expect(() => loadConfig({ SEED_DEV_ACCOUNTS: 'yes' })).toThrow(/SEED_DEV_ACCOUNTS/);
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

describe('payment settings', () => {
  it('defaults to the sandbox provider with a development secret, a 5-minute webhook window and rates', () => {
    const config = loadConfig({});
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.paymentSandboxSecret.length).toBeGreaterThanOrEqual(16);
    expect(config.paymentWebhookToleranceSeconds).toBe(300);
    expect(config.cryptoRates).toEqual({ BTC: '60000', ETH: '3000', USDT: '0.92' });
    expect(config.cryptoQuoteMinutes).toBe(30);
  });

  it('reads overrides and refuses bad values', () => {
    const config = loadConfig({
      CRYPTO_SANDBOX_RATES: 'BTC=65000.5,USDT=0.9',
      PAYMENT_SANDBOX_SECRET: 'x'.repeat(32),
    });
    expect(config.cryptoRates).toEqual({ BTC: '65000.5', ETH: '3000', USDT: '0.9' });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'acme' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(() => loadConfig({ CRYPTO_SANDBOX_RATES: 'DOGE=1' })).toThrow(/CRYPTO_SANDBOX_RATES/);
    expect(() => loadConfig({ CRYPTO_SANDBOX_RATES: 'BTC=0' })).toThrow(/CRYPTO_SANDBOX_RATES/);
  });
});

it('treats empty variables as unset', () => {
  expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
});

it('refuses the public sandbox payment secret in production', () => {
  const studio = {
    STUDIO_WALLET_SECRET: 'y'.repeat(32),
    PUBLIC_URL: 'https://casino.example',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  };
  expect(() => loadConfig({ NODE_ENV: 'production', ...studio })).toThrow(/PAYMENT_SANDBOX_SECRET/);
  expect(() =>
    loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET: 'x'.repeat(32), ...studio }),
  ).not.toThrow();
});

it("refuses the public studio seamless-wallet secret in production, and keys the studio's by its name", () => {
  const payments = {
    PAYMENT_SANDBOX_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://casino.example',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  };
  expect(() => loadConfig({ NODE_ENV: 'production', ...payments })).toThrow(/STUDIO_WALLET_SECRET/);
  const production = loadConfig({
    NODE_ENV: 'production',
    ...payments,
    STUDIO_WALLET_SECRET: 'y'.repeat(32),
  });
  expect(production.seamlessWalletSecrets).toEqual({ 'lumen-studio': 'y'.repeat(32) });
  expect(loadConfig({}).seamlessWalletSecrets['lumen-studio']).toMatch(/development/);
  expect(() => loadConfig({ STUDIO_WALLET_SECRET: 'short' })).toThrow(/STUDIO_WALLET_SECRET/);
});

describe('production transport and docs', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    PAYMENT_SANDBOX_SECRET: 'x'.repeat(32),
    STUDIO_WALLET_SECRET: 'y'.repeat(32),
  };

  it('refuses to start production on plain http, saying how to fix it', () => {
    const plain = { ...production, PUBLIC_URL: 'http://casino.example' };
    expect(() => loadConfig(plain)).toThrow(ConfigError);
    expect(() => loadConfig(plain)).toThrow(
      /PUBLIC_URL: must be an https:\/\/ address in production \(or set TLS_TERMINATED_UPSTREAM=true/,
    );
    expect(() => loadConfig({ ...production, TLS_TERMINATED_UPSTREAM: 'yes' })).toThrow(
      /TLS_TERMINATED_UPSTREAM/,
    );
  });

  it('refuses to start production without its public address, even behind a TLS-terminating proxy', () => {
    for (const env of [production, { ...production, TLS_TERMINATED_UPSTREAM: 'true' }]) {
      expect(() => loadConfig(env)).toThrow(/PUBLIC_URL: must be set in production/);
    }
  });

  it('turns https on for an https PUBLIC_URL or behind a TLS-terminating proxy, off for plain http elsewhere', () => {
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://casino.example' }).https).toBe(true);
    const proxied = loadConfig({
      ...production,
      PUBLIC_URL: 'http://casino.internal',
      TLS_TERMINATED_UPSTREAM: 'true',
    });
    expect(proxied.https).toBe(true);
    expect(proxied.publicUrl).toBe('http://casino.internal');
    expect(loadConfig({}).https).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://casino.example' }).https).toBe(true);
  });

  it('serves the API docs outside production, and in production only when asked', () => {
    const secure = { ...production, PUBLIC_URL: 'https://casino.example' };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(secure).apiDocs).toBe(false);
    expect(loadConfig({ ...secure, API_DOCS: 'true' }).apiDocs).toBe(true);
  });
  it('an empty STUDIO_URL means no studio, where other empty variables take their defaults', () => {
    expect(loadConfig({ STUDIO_URL: '' }).studioUrl).toBeNull();
    expect(loadConfig({}).studioUrl).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ STUDIO_URL: 'http://127.0.0.1:3100/' }).studioUrl).toBe('http://127.0.0.1:3100');
  });
});
