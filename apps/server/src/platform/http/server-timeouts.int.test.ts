import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '../../test/test-platform.ts';
import { slowClient } from '../../../../../scripts/process-under-load.ts';

/** The platform's server takes its deadlines from the configuration (each one is tested in @casino/server-kit). */
describe('HTTP timeouts (production)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, {
      config: {
        NODE_ENV: 'production',
        PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
        HTTP_HEADERS_TIMEOUT_SECONDS: '1',
        HTTP_REQUEST_TIMEOUT_SECONDS: '2',
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('drops a client that trickles its headers in, with 408, once the headers deadline passes', async () => {
    const { answer, heldMs } = await slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: casino\r\n', 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeLessThan(2500);
  });

  it('still answers a client that sends its request in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });

  it('has sensible defaults and refuses a headers deadline longer than the request deadline', () => {
    expect(testConfig().httpTimeouts).toEqual({
      headersMs: 10_000,
      requestMs: 120_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    });
    expect(() =>
      testConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '30', HTTP_REQUEST_TIMEOUT_SECONDS: '20' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS/);
  });
});
