import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

/** What production needs whatever the payment provider (docs/payments.md). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://casino.example.com',
  STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
};
const SANDBOX_SECRET = { PAYMENT_SANDBOX_SECRET: 'production-sandbox-secret-0123456789' };
const HOSTED = {
  PAYMENT_PROVIDER: 'hosted',
  PAYMENT_HOSTED_API_URL: 'https://api.provider.example/v1/',
  PAYMENT_HOSTED_API_KEY: 'live-api-key-0123456789',
  PAYMENT_HOSTED_WEBHOOK_SECRET: 'live-webhook-secret-0123456789',
};

describe('payment provider settings', () => {
  it('refuses to start production with the unpaid sandbox unless the demo switch says so', () => {
    const attempt = () => loadConfig({ ...PRODUCTION, ...SANDBOX_SECRET });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PAYMENT_PROVIDER: the sandbox credits deposits nobody paid/);
    expect(() =>
      loadConfig({ ...PRODUCTION, ...SANDBOX_SECRET, PAYMENT_SANDBOX_IN_PRODUCTION: 'false' }),
    ).toThrow(/PAYMENT_SANDBOX_IN_PRODUCTION=true/);
    expect(() =>
      loadConfig({ ...PRODUCTION, ...SANDBOX_SECRET, PAYMENT_SANDBOX_IN_PRODUCTION: 'yes' }),
    ).toThrow(/PAYMENT_SANDBOX_IN_PRODUCTION/);

    const demo = loadConfig({ ...PRODUCTION, ...SANDBOX_SECRET, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
    expect(demo.paymentProvider).toBe('sandbox');
    expect(demo.paymentSandboxInProduction).toBe(true);
    // The switch does not excuse the public development secret.
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })).toThrow(
      /PAYMENT_SANDBOX_SECRET/,
    );
  });

  it('runs the sandbox outside production without the switch, and says it is not the production demo', () => {
    expect(loadConfig({}).paymentSandboxInProduction).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).paymentHosted).toBeNull();
  });

  it('starts production with the hosted provider, every setting given', () => {
    const config = loadConfig({ ...PRODUCTION, ...HOSTED });
    expect(config.paymentProvider).toBe('hosted');
    expect(config.paymentSandboxInProduction).toBe(false);
    expect(config.paymentHosted).toEqual({
      apiUrl: 'https://api.provider.example/v1',
      apiKey: HOSTED.PAYMENT_HOSTED_API_KEY,
      webhookSecret: HOSTED.PAYMENT_HOSTED_WEBHOOK_SECRET,
    });
  });

  it('names every missing or weak hosted setting', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'hosted' })).toThrow(
      /PAYMENT_HOSTED_API_URL: must be set.*\n.*PAYMENT_HOSTED_API_KEY: must be set.*\n.*PAYMENT_HOSTED_WEBHOOK_SECRET: must be set/,
    );
    expect(() => loadConfig({ ...HOSTED, PAYMENT_HOSTED_WEBHOOK_SECRET: undefined })).toThrow(
      /PAYMENT_HOSTED_WEBHOOK_SECRET: must be set when PAYMENT_PROVIDER=hosted/,
    );
    expect(() => loadConfig({ ...HOSTED, PAYMENT_HOSTED_API_KEY: 'short' })).toThrow(
      /PAYMENT_HOSTED_API_KEY/,
    );
    expect(() => loadConfig({ ...HOSTED, PAYMENT_HOSTED_API_URL: 'not a url' })).toThrow(
      /PAYMENT_HOSTED_API_URL/,
    );
  });

  it("reaches the provider's API over https; plain http only to loopback outside production", () => {
    const plain = { ...HOSTED, PAYMENT_HOSTED_API_URL: 'http://api.provider.example' };
    const loopback = { ...HOSTED, PAYMENT_HOSTED_API_URL: 'http://127.0.0.1:4010' };
    expect(() => loadConfig(plain)).toThrow(/PAYMENT_HOSTED_API_URL: must be an https:\/\/ address/);
    expect(loadConfig(loopback).paymentHosted?.apiUrl).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ ...PRODUCTION, ...loopback })).toThrow(/PAYMENT_HOSTED_API_URL/);
  });

  it("gives the providers' calls generous limits of their own, configurable", () => {
    const defaults = loadConfig({});
    expect(defaults.paymentWebhookRateLimitPerMinute).toBe(6000);
    expect(defaults.seamlessRateLimitPerMinute).toBe(60_000);
    const custom = loadConfig({
      PAYMENT_WEBHOOK_LIMIT_PER_MINUTE: '100',
      SEAMLESS_RATE_LIMIT_PER_MINUTE: '200',
    });
    expect([custom.paymentWebhookRateLimitPerMinute, custom.seamlessRateLimitPerMinute]).toEqual([100, 200]);
    expect(() => loadConfig({ SEAMLESS_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /SEAMLESS_RATE_LIMIT_PER_MINUTE/,
    );
  });
});
