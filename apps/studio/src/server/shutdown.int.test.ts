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

const MAIN = new URL('./main.ts', import.meta.url).pathname;

describe('graceful shutdown of the studio process (production)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-shutdown-'));
  let studio: ServerProcess | undefined;
  afterAll(() => {
    studio?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM refuses new connections, answers everything sent before and exits 0 within 10 s', async () => {
    studio = await startServerProcess(MAIN, {
      NODE_ENV: 'production',
      STUDIO_HOST: '127.0.0.1',
      STUDIO_PORT: '0',
      STUDIO_DATA_DIR: dataDir,
      STUDIO_DATABASE_URL: '',
      STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
      LOG_LEVEL: 'info',
    });
    const { port } = studio;
    const catalogue = await fetch(`http://127.0.0.1:${port}/studio/api/games`);
    const gameId = ((await catalogue.json()) as { games: Array<{ id: string }> }).games[0]?.id ?? '';
    // The start script's readiness poll left such a connection behind, which held the studio open for 72 s.
    const idle = await idleKeepAlive(port, '/studio/api/games');
    const slow = slowRequest(port, 'POST', '/studio/api/sessions', JSON.stringify({ gameId, mode: 'demo' }));
    const load = steadyLoad(port, `/studio/api/games/${gameId}`, 10);
    await delay(400);

    const signalAt = performance.now();
    studio.child.kill('SIGTERM');
    await studio.waitForLine(/"msg":"studio: shutting down"/);
    await delay(300);
    expect(await newConnection(port)).toBe('refused');
    // Still running: the slow request holds the drain, so the refusal is the closed listener's.
    expect(studio.child.exitCode).toBeNull();
    slow.finish();

    // Not awaited past the limit: a process that does not stop must fail the test, not time it out.
    const exit = await Promise.race([
      studio.exited,
      delay(12_000).then(() => ({ code: null, at: Infinity })),
    ]);
    const outcomes = await load.stop();
    expect(exit.code).toBe(0);
    expect(exit.at - signalAt).toBeLessThan(10_000);
    const sentBefore = outcomes.filter((outcome) => outcome.sentAt !== null && outcome.sentAt < signalAt);
    expect(sentBefore.length).toBeGreaterThan(10);
    expect(sentBefore.filter((outcome) => outcome.status !== 200 || !outcome.complete)).toEqual([]);
    const answer = await slow.answer;
    // The demo session was opened: the database was still open while the request finished.
    expect(answer.status).toBe(201);
    expect(answer.complete).toBe(true);
    expect(answer.head).toMatch(/connection: close/i);
    expect(idle.closed).toBe(true);
  }, 60_000);
});
