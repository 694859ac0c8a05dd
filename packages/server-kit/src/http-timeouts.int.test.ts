import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowClient } from '../../../scripts/process-under-load.ts';
import { serverTimeoutOptions } from './http-timeouts.ts';

describe('a server with serverTimeoutOptions', () => {
  const timeouts = { headersMs: 1000, requestMs: 2000, idleMs: 3000, keepAliveMs: 4000 };
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = Fastify(serverTimeoutOptions(timeouts));
    app.get('/health', async () => ({ status: 'ok' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives Node each deadline', () => {
    expect(app.server).toMatchObject({
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      timeout: timeouts.idleMs,
      keepAliveTimeout: timeouts.keepAliveMs,
    });
  });

  it('drops a client that trickles its headers in, with 408, once the headers deadline passes', async () => {
    const { answer, heldMs } = await slowClient(port, 'GET /health HTTP/1.1\r\nHost: server\r\n', 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeLessThan(2500);
  });

  it('drops a client that stalls in the middle of its request line', async () => {
    const { heldMs } = await slowClient(port, 'GET /hea', 0);
    expect(heldMs).toBeLessThan(2500);
  });

  it('still answers a client that sends its request in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    expect(response.status).toBe(200);
  });
});
