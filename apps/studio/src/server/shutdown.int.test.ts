import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  expectGracefulStop,
  startServerProcess,
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
    const catalogue = await fetch(`http://127.0.0.1:${studio.port}/studio/api/games`);
    const gameId = ((await catalogue.json()) as { games: Array<{ id: string }> }).games[0]?.id ?? '';
    const answer = await expectGracefulStop(studio, {
      // The start script's readiness poll left such a connection behind, which held the studio open for 72 s.
      idlePath: '/studio/api/games',
      slow: { path: '/studio/api/sessions', body: JSON.stringify({ gameId, mode: 'demo' }) },
      loadPath: `/studio/api/games/${gameId}`,
      stoppingLine: /"msg":"studio: shutting down"/,
    });
    // The demo session was opened: the database was still open while the request finished.
    expect(answer.status).toBe(201);
  }, 60_000);
});
