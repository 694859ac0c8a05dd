import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@casino/server-kit';

/**
 * The compiled servers, as `npm start` runs them: built (or reused when current) by scripts/build.mjs, started
 * with plain Node.js on a throw-away embedded database. They must migrate their database and find the files
 * they serve from dist/ as they do from their sources.
 */

const ROOT = join(import.meta.dirname, '..');
const started: ChildProcess[] = [];
const dataDirs: string[] = [];

function throwawayDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'casino-compiled-'));
  dataDirs.push(dir);
  return dir;
}

function startCompiled(bundle: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, bundle)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
  });
  started.push(child);
}

async function statusOf(url: string, deadlineMs = 60_000): Promise<number> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      return (await fetch(url)).status;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', 'platform', 'studio'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  expect(build.status).toBe(0);
}, 120_000);

afterEach(async () => {
  await Promise.all(
    started.splice(0).map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}, 15_000);

describe('the compiled product', () => {
  it('platform: starts, migrates its database and answers its health check', async () => {
    const port = await freePort();
    startCompiled('apps/server/dist/main.js', {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: throwawayDir(),
      DATABASE_URL: '',
      REDIS_URL: '',
      STUDIO_URL: '',
    });
    expect(await statusOf(`http://127.0.0.1:${port}/api/health`)).toBe(200);
    // The player app is served from apps/web/dist once built (npm run build).
    const webBuilt = existsSync(join(ROOT, 'apps/web/dist/index.html'));
    expect(await statusOf(`http://127.0.0.1:${port}/`)).toBe(webBuilt ? 200 : 404);
  }, 90_000);

  it('studio: starts, migrates its database and publishes its catalogue', async () => {
    const port = await freePort();
    startCompiled('apps/studio/dist/server/main.js', {
      STUDIO_HOST: '127.0.0.1',
      STUDIO_PORT: String(port),
      STUDIO_DATA_DIR: throwawayDir(),
      STUDIO_DATABASE_URL: '',
    });
    expect(await statusOf(`http://127.0.0.1:${port}/studio/api/games`)).toBe(200);
    // The game client is served from apps/studio/dist/client once built (npm run build); until then the studio
    // answers 503 with how to build it (client.routes.ts).
    const clientBuilt = existsSync(join(ROOT, 'apps/studio/dist/client/index.html'));
    expect(await statusOf(`http://127.0.0.1:${port}/studio/fairness`)).toBe(clientBuilt ? 200 : 503);
  }, 90_000);
});
