// Test tooling for both servers' connection tests: a server as its own process, clients that load it or hold
// their connection open, and the graceful stop both servers must make under load.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'vitest';

/** A server started as its own process (node --import tsx), with what it has logged. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves with the first stdout line matching, already logged or to come. */
  waitForLine(pattern: RegExp, ms?: number): Promise<string>;
  /** The exit code and the moment (performance.now()) the process exited. */
  exited: Promise<{ code: number | null; at: number }>;
}

/** Starts `script` with only PATH and `env` as its environment; its Fastify logs say where it listens. */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const onLine = (line: string) => {
    lines.push(line);
    for (const waiter of waiters) waiter();
  };
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', onLine);
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', onLine);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  const waitForLine = (pattern: RegExp, ms = 45_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = lines.find((candidate) => pattern.test(candidate));
        if (!line) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(line);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no line matching ${pattern} within ${ms} ms:\n${lines.join('\n')}`));
      }, ms);
      waiters.add(check);
      check();
    });
  const listening = await Promise.race([
    waitForLine(/Server listening at http:\/\/127\.0\.0\.1:\d+/),
    exited.then(({ code }) => Promise.reject(new Error(`exited with ${code}:\n${lines.join('\n')}`))),
  ]);
  const port = Number(/127\.0\.0\.1:(\d+)/.exec(listening)?.[1]);
  return { child, port, waitForLine, exited };
}

export interface Outcome {
  /** When the request had been handed to the network (performance.now()); null if it never was. */
  sentAt: number | null;
  status: number | null;
  /** The whole body arrived (as long as its Content-Length says). */
  complete: boolean;
  error: string | null;
}

function send(port: number, path: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { sentAt: null, status: null, complete: false, error: null };
    const fail = (error: Error) => resolve({ ...outcome, error: error.message });
    const call = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('error', fail);
      response.on('end', () => {
        const length = Number(response.headers['content-length'] ?? Number.NaN);
        resolve({ ...outcome, status: response.statusCode ?? null, complete: bytes === length });
      });
    });
    call.on('finish', () => (outcome.sentAt = performance.now()));
    call.on('error', fail);
    call.end();
  });
}

/** A request every `everyMs` over a few kept-alive connections, until stopped. */
export function steadyLoad(port: number, path: string, everyMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const outcomes: Promise<Outcome>[] = [];
  let answered = 0;
  const timer = setInterval(() => {
    outcomes.push(send(port, path, agent).finally(() => (answered += 1)));
  }, everyMs);
  return {
    /** How many requests have had their answer so far. */
    get answered(): number {
      return answered;
    },
    async stop(): Promise<Outcome[]> {
      clearInterval(timer);
      const all = await Promise.all(outcomes);
      agent.destroy();
      return all;
    },
  };
}

/** One answered request whose connection then stays open and idle; `closed` turns true when the server closes it. */
export function idleKeepAlive(port: number, path: string): Promise<{ readonly closed: boolean }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const state = { closed: false };
    const call = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      call.socket?.once('close', () => (state.closed = true));
      response.on('end', () => resolve(state));
      response.resume();
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * A request whose body is sent in two halves, the second only when `finish` is called: in flight at the server
 * meanwhile. `answer` resolves with the raw answer once the server closes the connection.
 */
export function slowRequest(port: number, method: string, path: string, body: string) {
  const socket = connect(port, '127.0.0.1');
  const half = Math.floor(body.length / 2);
  socket.write(
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  let raw = '';
  socket.on('data', (chunk) => (raw += String(chunk)));
  socket.on('error', () => undefined);
  const answer = new Promise<{ status: number; complete: boolean; head: string }>((resolve) =>
    socket.once('close', () => {
      const [head = '', payload = ''] = raw.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, complete: Buffer.byteLength(payload) === length, head });
    }),
  );
  return { finish: () => socket.write(body.slice(half)), answer };
}

/** Whether a new TCP connection to the port is accepted. */
export function newConnection(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error),
    );
  });
}

/**
 * A raw client that sends `start`, then one more header line every `everyMs` (never when 0), until the server
 * drops it: what the server answered, and how long it held the connection.
 */
export function slowClient(
  port: number,
  start: string,
  everyMs: number,
): Promise<{ answer: string; heldMs: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    const trickle = everyMs > 0 ? setInterval(() => socket.write('X-Slow: 1\r\n'), everyMs) : undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server still held the connection after 5 s'));
    }, 5000);
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      resolve({ answer, heldMs: Date.now() - began });
    });
  });
}

/** The requests a server is under when it is told to stop. */
export interface StopUnderLoad {
  /** Answered before the signal; its kept-alive connection then stays idle. */
  idlePath: string;
  /** A POST in flight at the signal: the second half of its body is sent only once the listener has closed. */
  slow: { path: string; body: string };
  /** Asked every 10 ms over a few kept-alive connections. */
  loadPath: string;
  /** The line the server logs when the signal arrives. */
  stoppingLine: RegExp;
}

/**
 * Sends SIGTERM to a server under load and expects the graceful stop: new connections are refused while the
 * slow request still holds the drain, then the process exits 0 within 10 s, everything sent before the signal
 * was answered in full, the slow request was answered with Connection: close and the idle connection closed.
 * Returns the slow request's answer, whose status each server's test checks.
 */
export async function expectGracefulStop(
  server: ServerProcess,
  load: StopUnderLoad,
): Promise<{ status: number; complete: boolean; head: string }> {
  const { port } = server;
  const idle = await idleKeepAlive(port, load.idlePath);
  const slow = slowRequest(port, 'POST', load.slow.path, load.slow.body);
  const steady = steadyLoad(port, load.loadPath, 10);
  // Under way for real before the signal, however slowly a busy machine lets it start.
  for (let waited = 0; steady.answered < 12 && waited < 5000; waited += 50) await delay(50);

  const signalAt = performance.now();
  server.child.kill('SIGTERM');
  await server.waitForLine(load.stoppingLine);
  await delay(300);
  expect(await newConnection(port)).toBe('refused');
  // Still running: the slow request holds the drain, so the refusal is the closed listener's.
  expect(server.child.exitCode).toBeNull();
  slow.finish();

  // Not awaited past the limit: a process that does not stop must fail the test, not time it out.
  const exit = await Promise.race([server.exited, delay(12_000).then(() => ({ code: null, at: Infinity }))]);
  const outcomes = await steady.stop();
  expect(exit.code).toBe(0);
  expect(exit.at - signalAt).toBeLessThan(10_000);
  const sentBefore = outcomes.filter((outcome) => outcome.sentAt !== null && outcome.sentAt < signalAt);
  expect(sentBefore.length).toBeGreaterThan(10);
  expect(sentBefore.filter((outcome) => outcome.status !== 200 || !outcome.complete)).toEqual([]);
  const answer = await slow.answer;
  expect(answer.complete).toBe(true);
  expect(answer.head).toMatch(/connection: close/i);
  expect(idle.closed).toBe(true);
  return answer;
}
