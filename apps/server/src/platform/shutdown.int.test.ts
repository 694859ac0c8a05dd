import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  idleKeepAlive,
  newConnection,
  slowRequest,
  startServerProcess,
  steadyLoad,
  type ServerProcess,
} from '../../../../scripts/process-under-load.ts';

const MAIN = new URL('../main.ts', import.meta.url).pathname;

describe('graceful shutdown of the platform process (production)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-shutdown-'));
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM refuses new connections, answers everything sent before and exits 0 within 10 s', async () => {
    server = await startServerProcess(MAIN, {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'https://casino.example',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIST_DIR: '/nonexistent',
      STUDIO_URL: '',
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'info',
      PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
    });
    const { port } = server;
    const idle = await idleKeepAlive(port, '/api/health');
    const slow = slowRequest(
      port,
      'POST',
      '/api/auth/login',
      JSON.stringify({ email: 'nobody@example.com', password: 'Not#ThePassword1' }),
    );
    const load = steadyLoad(port, '/api/health', 10);
    await delay(400);

    const signalAt = performance.now();
    server.child.kill('SIGTERM');
    await server.waitForLine(/"msg":"shutting down"/);
    await delay(300);
    expect(await newConnection(port)).toBe('refused');
    // Still running: the slow request holds the drain, so the refusal is the closed listener's.
    expect(server.child.exitCode).toBeNull();
    slow.finish();

    // Not awaited past the limit: a process that does not stop must fail the test, not time it out.
    const exit = await Promise.race([
      server.exited,
      delay(12_000).then(() => ({ code: null, at: Infinity })),
    ]);
    const outcomes = await load.stop();
    expect(exit.code).toBe(0);
    expect(exit.at - signalAt).toBeLessThan(10_000);
    const sentBefore = outcomes.filter((outcome) => outcome.sentAt !== null && outcome.sentAt < signalAt);
    expect(sentBefore.length).toBeGreaterThan(10);
    expect(sentBefore.filter((outcome) => outcome.status !== 200 || !outcome.complete)).toEqual([]);
    const answer = await slow.answer;
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.complete).toBe(true);
    expect(answer.head).toMatch(/connection: close/i);
    expect(idle.closed).toBe(true);
  }, 60_000);
});
