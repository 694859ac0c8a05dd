import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createMemoryBus } from './bus/memory-bus.ts';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  testConfig,
  useTestApp,
  type TestDatabase,
} from '../test/test-platform.ts';

function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'sw.js'), 'self.x=1');
  return dir;
}

describe.each(databaseKinds)('platform on %s', (kind) => {
  const t = useTestApp(kind, { config: { WEB_DIST_DIR: fakeWebBuild(), RATE_LIMIT_PER_MINUTE: '1000' } });

  it('reports the database in /api/health', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, driver: kind },
      bus: 'memory',
    });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await t.app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No endpoint GET /api/no-such-thing' },
    });
  });

  it('sends a strict Content-Security-Policy and nosniff', async () => {
    const response = await t.app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    const unknown = await t.app.inject('/api/no-such-thing');
    expect(String(unknown.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document generated from the route schemas, and a docs page', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health'].get.responses['200'].content['application/json'].schema).toBeDefined();
    const page = await t.app.inject('/api/docs');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/api/health');
    expect(page.body).not.toContain('<script');
  });

  it('caches hashed assets for a year and never caches index.html', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject('/index.html');
    expect(index.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    const worker = await t.app.inject('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it('falls back to the app for app routes, but not for missing files', async () => {
    for (const path of ['/', '/de/faq', '/games/slots?x=1', '/info_pages/privacy_policy']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    }
    expect((await t.app.inject('/assets/missing-zzz.js')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/faq' })).statusCode).toBe(404);
  });

  it('rejects bad input with a validation error and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/user-message',
      payload: { text: 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('platform guards', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('rate-limits the API per client address', async () => {
    const t = await createTestApp(database, { config: { RATE_LIMIT_PER_MINUTE: '3' } });
    const codes = [];
    // Any route but /api/health, which is never limited (modules/health/health.int.test.ts).
    for (let i = 0; i < 5; i++) codes.push((await t.app.inject('/api/auth/session')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const limited = await t.app.inject('/api/auth/session');
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Try again later.' },
    });
    await t.close();
  });

  it('refuses to start when an /api route does not declare who may call it', async () => {
    const config = testConfig();
    const platform = {
      config,
      database,
      db: database.db,
      bus: createMemoryBus(),
      authenticate: async () => null,
    };
    const app = await buildApp(platform, { logger: false });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/does not declare config.access/);
    await app.close();
  });

  it('has no development routes in production', async () => {
    const t = await createTestApp(database, {
      config: {
        NODE_ENV: 'production',
        PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
      },
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/dev/user-message', payload: {} });
    expect(response.statusCode).toBe(404);
    for (const url of ['/api/dev/mailbox', '/api/dev/mailbox/page'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    await t.close();
  });
});
