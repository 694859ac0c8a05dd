import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from '@casino/server-kit';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The server with a domain event subscriber that records what it is handed (ledger-crash.server.ts). */
export const RECORDING_SERVER = 'apps/server/src/modules/wallet/ledger-crash.server.ts';
/** That subscriber's name. */
export const CRASH_RECORDER = 'crash-recorder';
/** Where it records, one row per delivery in the order made. */
export const CREATE_RECORDED_DELIVERIES = `
  create table crash_test_deliveries (
    id bigserial primary key,
    event_id uuid not null,
    user_id uuid,
    sequence bigint
  )`;

export interface ServerProcess {
  baseUrl: string;
  kill(): Promise<void>;
}

/**
 * The real server as a child process (node --import tsx apps/server/src/main.ts, or another entry beside it),
 * ready to serve.
 */
export async function startServer(
  env: Record<string, string>,
  entry = 'apps/server/src/main.ts',
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A signed-in browser over real HTTP: its session cookie and the CSRF header it echoes. */
export interface HttpSession {
  userId: string;
  cookie: string;
  csrf: string;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export async function request(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { session?: HttpSession; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<HttpAnswer & { setCookies: string[] }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) {
    headers.cookie = options.session.cookie;
    headers['x-csrf-token'] = options.session.csrf;
  }
  let payload: string | undefined = options.raw;
  if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body, setCookies: response.headers.getSetCookie() };
}

export async function loginOverHttp(baseUrl: string, email: string, password: string): Promise<HttpSession> {
  const answer = await request(baseUrl, 'POST', '/api/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  const cookies = Object.fromEntries(
    answer.setCookies.map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const user = (answer.body as { user: { id: string } }).user;
  return { userId: user.id, cookie: `session=${cookies.session ?? ''}`, csrf: cookies.csrf_token ?? '' };
}
