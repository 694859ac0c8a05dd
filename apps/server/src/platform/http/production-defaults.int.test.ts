import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { GOOD_PASSWORD, login, registration } from '../../test/test-accounts.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test/test-platform.ts';

/** What production requires besides its transport: its own secrets, and the sandbox accepted for a demo. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
  STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
};
const HSTS = 'max-age=31536000; includeSubDomains';

describe('production defaults', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('refuses to start on a plain http PUBLIC_URL, saying how to fix it', async () => {
    const transport = { PUBLIC_URL: 'http://casino.example', TLS_TERMINATED_UPSTREAM: 'false' };
    const starting = createTestApp(database, { config: { ...PRODUCTION, ...transport } });
    await expect(starting).rejects.toThrow(ConfigError);
    await expect(starting).rejects.toThrow(/PUBLIC_URL: must be an https:\/\/ address in production/);
  });

  /** Signs up and signs in again: both answers set the session cookies. */
  async function signInAnswers(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
    const body = registration({ password: GOOD_PASSWORD });
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(registered.statusCode).toBe(201);
    const signedIn = await login(app, body.email, GOOD_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    return [registered, signedIn];
  }

  const expectSecureCookies = (response: LightMyRequestResponse) => {
    const names = response.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual(['csrf_token', 'session']);
    for (const cookie of response.cookies) expect(cookie.secure, cookie.name).toBe(true);
  };

  it.each([
    ['an https PUBLIC_URL', { PUBLIC_URL: 'https://casino.example' }],
    [
      'TLS terminated by a proxy in front',
      { PUBLIC_URL: 'http://casino.internal', TLS_TERMINATED_UPSTREAM: 'true' },
    ],
  ])('with %s, starts, sets Secure session cookies and sends HSTS', async (_name, transport) => {
    const t = await createTestApp(database, { config: { ...PRODUCTION, ...transport } });
    try {
      for (const answer of await signInAnswers(t.app)) {
        expectSecureCookies(answer);
        expect(answer.headers['strict-transport-security']).toBe(HSTS);
      }
      const health = await t.app.inject('/api/health');
      expect(health.headers['strict-transport-security']).toBe(HSTS);
      expect(String(health.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });

  it('turns the API docs off in production unless API_DOCS=true, and keeps the pages stylesheet', async () => {
    const closed = await createTestApp(database, {
      config: { ...PRODUCTION, PUBLIC_URL: 'https://casino.example' },
    });
    const opened = await createTestApp(database, {
      config: { ...PRODUCTION, PUBLIC_URL: 'https://casino.example', API_DOCS: 'true' },
    });
    try {
      for (const url of ['/api/docs', '/api/openapi.json']) {
        const hidden = await closed.app.inject(url);
        expect(hidden.statusCode, url).toBe(404);
        expect(hidden.json(), url).toEqual({
          error: { code: 'not_found', message: `No endpoint GET ${url}` },
        });
        expect((await opened.app.inject(url)).statusCode, url).toBe(200);
      }
      expect((await opened.app.inject('/api/openapi.json')).json<{ openapi: string }>().openapi).toBe(
        '3.1.0',
      );
      // The sandbox payment page and the development mailbox link this stylesheet.
      for (const app of [closed.app, opened.app]) {
        const style = await app.inject('/api/docs/docs.css');
        expect(style.statusCode).toBe(200);
        expect(style.headers['content-type']).toMatch(/^text\/css/);
        expect(style.body).toContain('body{');
      }
    } finally {
      await closed.close();
      await opened.close();
    }
  });
});
