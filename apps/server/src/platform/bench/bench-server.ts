/** Starting and stopping the processes a bench measures: the platform as shipped, and the baselines. */
import { spawn, type ChildProcess } from 'node:child_process';
import { entryPointArguments } from '@casino/server-kit';

/**
 * The platform's server as its own process, in production mode on 127.0.0.1 with the bench's `env` on top
 * (database, port, secrets): the compiled bundle when the bench runs compiled, the TypeScript source under tsx
 * otherwise. BENCH_SERVER_NODE_ARGS adds Node options (e.g. `--cpu-prof`).
 */
export function startPlatformServer(port: number, env: Record<string, string>): ChildProcess {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, ...entryPointArguments(import.meta.url, 'src/main.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Loopback has no TLS; production insists on it, so the bench plays the proxy that would terminate it.
      TLS_TERMINATED_UPSTREAM: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STUDIO_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      REDIS_URL: '',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      SEED_DEMO_CONTENT: 'false',
      RATE_LIMIT_PER_MINUTE: '10000000',
      SEAMLESS_RATE_LIMIT_PER_MINUTE: '10000000',
      REGISTRATION_LIMIT_PER_HOUR: '100000',
      ...env,
    },
  });
}

/** Waits until `path` answers below 500 (a minute at most); fails at once if the process exits. */
export async function waitForHealth(base: string, server: ChildProcess, path = '/api/health'): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const method = path === '/api/health' ? 'GET' : 'OPTIONS';
      if ((await fetch(`${base}${path}`, { method })).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** Asks the server to shut down and waits for it (10 s at most), so that the database is dropped after it. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
