import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { idleKeepAlive, newConnection, slowRequest } from '../../../scripts/process-under-load.ts';
import { serverTimeoutOptions } from './http-timeouts.ts';
import { prepareDrain } from './shutdown.ts';

describe('prepareDrain', () => {
  it('closes the server well before the keep-alive timeout, answering what is in flight with Connection: close', async () => {
    const app = Fastify(
      serverTimeoutOptions({ headersMs: 10_000, requestMs: 120_000, idleMs: 60_000, keepAliveMs: 72_000 }),
    );
    app.get('/health', async () => ({ status: 'ok' }));
    app.post('/echo', async (request) => request.body);
    const drain = prepareDrain(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const idle = await idleKeepAlive(port, '/health');
    // The server has the slow request (its head read, half its body) once it emits it.
    const slowArrived = new Promise((resolve) => app.server.once('request', resolve));
    const slow = slowRequest(port, 'POST', '/echo', JSON.stringify({ amount: 1000 }));
    await slowArrived;
    const drained = drain();
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    expect(await newConnection(port)).toBe('refused');
    slow.finish();
    const started = performance.now();
    await drained;

    expect(performance.now() - started).toBeLessThan(5000);
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(true);
    expect(answer.head).toMatch(/connection: close/i);
    expect(idle.closed).toBe(true);
  });
});
