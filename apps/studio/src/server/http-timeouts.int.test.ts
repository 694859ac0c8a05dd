import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudioApp, type StudioApp } from './app.ts';
import { loadStudioConfig } from './config.ts';
import { slowClient } from '../../../../scripts/process-under-load.ts';

const PRODUCTION = { NODE_ENV: 'production', STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789' };

/** The studio's server takes its deadlines from the configuration (each one is tested in @casino/server-kit). */
describe('studio HTTP timeouts (production)', () => {
  let studio: StudioApp;
  let port: number;
  beforeAll(async () => {
    const config = loadStudioConfig({
      ...PRODUCTION,
      STUDIO_DATA_DIR: 'memory://',
      HTTP_HEADERS_TIMEOUT_SECONDS: '1',
      HTTP_REQUEST_TIMEOUT_SECONDS: '2',
    });
    studio = await buildStudioApp({ ...config, recoveryIntervalMs: 0 });
    await studio.app.listen({ host: '127.0.0.1', port: 0 });
    port = (studio.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await studio.app.close();
  });

  it('drops a client that trickles its headers in, with 408, once the headers deadline passes', async () => {
    const { answer, heldMs } = await slowClient(
      port,
      'GET /studio/api/games HTTP/1.1\r\nHost: studio\r\n',
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeLessThan(2500);
  });

  it('has production defaults and refuses a headers deadline longer than the request deadline', () => {
    expect(loadStudioConfig(PRODUCTION).httpTimeouts).toEqual({
      headersMs: 10_000,
      requestMs: 120_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    });
    expect(() =>
      loadStudioConfig({
        ...PRODUCTION,
        HTTP_HEADERS_TIMEOUT_SECONDS: '30',
        HTTP_REQUEST_TIMEOUT_SECONDS: '20',
      }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS/);
    expect(() => loadStudioConfig({ ...PRODUCTION, HTTP_IDLE_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /HTTP_IDLE_TIMEOUT_SECONDS/,
    );
  });
});
