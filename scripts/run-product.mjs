// Runs the product as two processes: the in-house game studio first (its own port and database), then the
// platform, which imports the studio's catalogue and frames its games. Each reaches the other over HTTP only.
// Both run compiled: the bundles `npm run build` makes (scripts/build-parts.mjs), as shipped.
// Used by `npm start` (scripts/start.mjs) and the end-to-end server (scripts/e2e-server.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** Each server stops within 9 s of a signal; the runner gives them a little longer, then kills them. */
const STOP_DEADLINE_MS = 9500;

const STUDIO_MAIN = fileURLToPath(new URL('../apps/studio/dist/server/main.js', import.meta.url));
const PLATFORM_MAIN = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

/**
 * Whether the studio publishes its catalogue yet. One request on a connection that closes after the answer, read
 * to the end: a kept-alive or half-read connection would hold the studio open when it is asked to stop.
 */
function studioAnswers(url) {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.on('error', () => resolve(false));
      response.on('end', () => resolve(response.statusCode === 200));
      response.resume();
    });
    request.on('error', () => resolve(false));
    request.setTimeout(5000, () => request.destroy());
  });
}

/**
 * Starts the studio, waits until it publishes its catalogue, then starts the platform. Stops both when either
 * exits or on SIGINT/SIGTERM (each finishes what is in flight), and exits with the code of the one that stopped
 * first; a server still running after the deadline is killed and the runner exits 1.
 * @param {{ port: string, studioPort: string, platformEnv: Record<string, string>, studioEnv: Record<string, string>,
 *   platformCwd?: string, studioCwd?: string }} options
 */
export async function runProduct({ port, studioPort, platformEnv, studioEnv, platformCwd, studioCwd }) {
  const missing = [STUDIO_MAIN, PLATFORM_MAIN].filter((main) => !existsSync(main));
  if (missing.length > 0) {
    console.error(`Not built: ${missing.join(', ')}. Run npm run build.`);
    process.exit(1);
  }
  const platformUrl = `http://127.0.0.1:${port}`;
  const studioUrl = `http://127.0.0.1:${studioPort}`;
  const children = [];
  const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
  let stopping = false;
  let firstExitCode = null;
  const stopAll = (signal) => {
    if (!stopping) {
      stopping = true;
      setTimeout(() => {
        console.error(`the product did not stop within ${STOP_DEADLINE_MS} ms; killing it`);
        for (const child of running()) child.kill('SIGKILL');
        process.exit(1);
      }, STOP_DEADLINE_MS).unref();
    }
    for (const child of running()) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
  const start = (name, script, env, cwd) => {
    const child = spawn(process.execPath, ['--enable-source-maps', script], {
      stdio: 'inherit',
      cwd,
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => {
      if (!stopping) console.error(`${name} stopped (${signal ?? code}); stopping the product`);
      // Killed by a signal rather than stopped by its own handler: a failure.
      firstExitCode ??= code ?? 1;
      stopAll('SIGTERM');
      if (running().length === 0) process.exit(firstExitCode);
    });
    children.push(child);
    return child;
  };

  start(
    'studio',
    STUDIO_MAIN,
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
    if (await studioAnswers(`${studioUrl}/studio/api/games`)) break;
    await delay(500);
  }
  if (stopping) return;
  start(
    'platform',
    PLATFORM_MAIN,
    { HOST: '127.0.0.1', PORT: port, STUDIO_URL: studioUrl, ...platformEnv },
    platformCwd,
  );
}
