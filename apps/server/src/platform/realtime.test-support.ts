import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { EventTopic, ServerEvent } from '@casino/contracts';
import type { TestSession } from '../test/test-accounts.ts';
import type { EventBus } from './bus/event-bus.ts';

/** The text of what `untilDelivered` publishes; clients keep no probe among the events they received. */
const PROBE_TEXT = 'realtime test probe';
const PROBE: ServerEvent = { type: 'user.message.v1', data: { messageType: 'info', text: PROBE_TEXT } };
const isProbe = (event: ServerEvent) => event.type === 'user.message.v1' && event.data.text === PROBE_TEXT;

/** Listens on a free loopback port (once) and answers the `/ws` address. */
export async function listenWs(t: { app: FastifyInstance }): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
}

export interface WsClientOptions {
  /** Sent as the Origin header, as a browser does; none by default, as from a non-browser client. */
  origin?: string;
  /** The signed-in browser whose session cookie the handshake carries. */
  session?: TestSession;
  headers?: Record<string, string>;
}

export interface WsClient {
  socket: WebSocket;
  /** Every event received so far, in order (probes aside). */
  received: ServerEvent[];
  /** Settles when the next probe arrives. */
  nextProbe(): Promise<void>;
  /** The next event not yet taken; fails after 3 s. */
  next(): Promise<ServerEvent>;
  /** Settles when the server closes the socket, with its close code. */
  closed: Promise<number>;
}

function handshakeHeaders(options: WsClientOptions): Record<string, string> {
  return {
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.session ? { cookie: `session=${options.session.cookies.session}` } : {}),
    ...options.headers,
  };
}

export function connectWs(url: string, options: WsClientOptions = {}): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: handshakeHeaders(options) });
    const received: ServerEvent[] = [];
    let taken = 0;
    const waiters: (() => void)[] = [];
    let probeWaiters: (() => void)[] = [];
    socket.on('message', (raw) => {
      const event = JSON.parse(String(raw)) as ServerEvent;
      if (isProbe(event)) {
        for (const waiter of probeWaiters) waiter();
        probeWaiters = [];
        return;
      }
      received.push(event);
      waiters.shift()?.();
    });
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        received,
        closed,
        nextProbe: () => new Promise<void>((arrived) => probeWaiters.push(arrived)),
        next: () =>
          new Promise<ServerEvent>((res, rej) => {
            const take = () => {
              const event = received[taken];
              taken += 1;
              if (event) res(event);
            };
            if (received[taken]) return take();
            const timer = setTimeout(() => rej(new Error('no event within 3 s')), 3000);
            waiters.push(() => {
              clearTimeout(timer);
              take();
            });
          }),
      }),
    );
  });
}

/** The HTTP status of a refused handshake; fails if the socket opens. */
export function refusedStatus(url: string, options: WsClientOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: handshakeHeaders(options) });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('error', () => undefined);
  });
}

/**
 * Publishes probes to `topic` until `client` receives one: from then on the server delivers the topic to the
 * socket (for a user topic, it has read the socket's session at the handshake).
 */
export async function untilDelivered(
  bus: EventBus,
  topic: EventTopic,
  client: WsClient,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let arrived = false;
  void client.nextProbe().then(() => (arrived = true));
  while (!arrived) {
    if (Date.now() > deadline) throw new Error(`no probe on ${JSON.stringify(topic)} within ${timeoutMs} ms`);
    await bus.publish(topic, PROBE);
    await delay(20);
  }
}
