import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ServerEvent } from '@casino/contracts';
import type { TestSession } from '../test/test-accounts.ts';

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
  /** Every event received so far, in order. */
  received: ServerEvent[];
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
    socket.on('message', (raw) => {
      received.push(JSON.parse(String(raw)) as ServerEvent);
      waiters.shift()?.();
    });
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        received,
        closed,
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

/** Lets the server finish a connection's handshake (reading its session) before the test publishes. */
export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
