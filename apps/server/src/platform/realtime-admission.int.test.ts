import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-platform.ts';
import { connectWs, listenWs, refusedStatus, type WsClient } from './realtime.test-support.ts';

const PUBLIC_ORIGIN = 'https://casino.example';
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: PUBLIC_ORIGIN,
  PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
  // Each test's client address is the one this header names.
  TRUST_PROXY_HEADER: 'x-forwarded-for',
};
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('who may open /ws (production)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { config: PRODUCTION });
    url = await listenWs(t);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it("refuses a socket opened from another site's page, before the upgrade", async () => {
    for (const origin of ['https://evil.example', 'http://casino.example', 'null', 'http://127.0.0.1:5173']) {
      expect(await refusedStatus(url, { origin, ...from('198.51.100.1') }), origin).toBe(403);
    }
  });

  it('opens a socket from the public origin, and one without Origin (not a browser)', async () => {
    const fromSite = await connectWs(url, { origin: PUBLIC_ORIGIN, ...from('198.51.100.2') });
    const withoutOrigin = await connectWs(url, from('198.51.100.2'));
    fromSite.socket.close();
    withoutOrigin.socket.close();
  });

  it('refuses the 21st socket from one address, not from another, and admits again once one closes', async () => {
    const open: WsClient[] = [];
    for (let i = 0; i < 20; i += 1) open.push(await connectWs(url, from('203.0.113.7')));
    expect(await refusedStatus(url, from('203.0.113.7'))).toBe(429);
    const neighbour = await connectWs(url, from('203.0.113.8'));

    const first = open.shift();
    first?.socket.close();
    await first?.closed;
    // The server frees the place when its end of the connection closes, which may come just after the client's.
    open.push(await vi.waitFor(() => connectWs(url, from('203.0.113.7')), { timeout: 5000, interval: 20 }));
    for (const client of [...open, neighbour]) client.socket.close();
  });
});

describe('who may open /ws (development)', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { config: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('also admits loopback origins such as the Vite dev server, and still refuses other sites', async () => {
    const url = await listenWs(t);
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5173']) {
      (await connectWs(url, { origin })).socket.close();
    }
    expect(await refusedStatus(url, { origin: 'https://evil.example' })).toBe(403);
  });
});
