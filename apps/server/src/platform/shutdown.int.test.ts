import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  expectGracefulStop,
  startServerProcess,
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
    const answer = await expectGracefulStop(server, {
      idlePath: '/api/health',
      slow: {
        path: '/api/auth/login',
        body: JSON.stringify({ email: 'nobody@example.com', password: 'Not#ThePassword1' }),
      },
      loadPath: '/api/health',
      stoppingLine: /"msg":"shutting down"/,
    });
    expect(answer.status).toBeGreaterThanOrEqual(200);
  }, 60_000);
});
