// Runs the product as two processes: the in-house game studio first (its own port and database), then the
// platform, which imports the studio's catalogue and frames its games. Each reaches the other over HTTP only.
// Used by `npm start` (scripts/start.mjs) and the end-to-end server (scripts/e2e-server.mjs).
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Starts the studio, waits until it publishes its catalogue, then starts the platform. Stops both when either
 * exits or on SIGINT/SIGTERM, and exits with the code of the one that stopped first.
 * @param {{ port: string, studioPort: string, platformEnv: Record<string, string>, studioEnv: Record<string, string>,
 *   platformCwd?: string, studioCwd?: string }} options
 */
export async function runProduct({ port, studioPort, platformEnv, studioEnv, platformCwd, studioCwd }) {
  const platformUrl = `http://127.0.0.1:${port}`;
  const studioUrl = `http://127.0.0.1:${studioPort}`;
  const children = [];
  let stopping = false;
  const stopAll = (signal) => {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
  const start = (name, script, env, cwd) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: 'inherit',
      cwd,
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => {
      if (!stopping) console.error(`${name} stopped (${signal ?? code}); stopping the product`);
      stopAll('SIGTERM');
      const others = children.filter((other) => other !== child && other.exitCode === null);
      if (others.length === 0) process.exit(code ?? 0);
      Promise.all(others.map((other) => new Promise((done) => other.on('exit', done)))).then(() =>
        process.exit(code ?? 0),
      );
    });
    children.push(child);
    return child;
  };

  start(
    'studio',
    new URL('../apps/studio/src/server/main.ts', import.meta.url).pathname,
    {
      STUDIO_HOST: '127.0.0.1',
      STUDIO_PORT: studioPort,
      STUDIO_PUBLIC_URL: studioUrl,
      PLATFORM_URL: platformUrl,
      ...studioEnv,
    },
    studioCwd,
  );
  // The platform imports the catalogue at start; it retries on its own, but starting after the studio
  // answers means the lobby has its games from the first request.
  for (let attempt = 0; attempt < 120 && !stopping; attempt += 1) {
    try {
      const response = await fetch(`${studioUrl}/studio/api/games`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await delay(500);
  }
  if (stopping) return;
  start(
    'platform',
    new URL('../apps/server/src/main.ts', import.meta.url).pathname,
    { HOST: '127.0.0.1', PORT: port, STUDIO_URL: studioUrl, ...platformEnv },
    platformCwd,
  );
}
