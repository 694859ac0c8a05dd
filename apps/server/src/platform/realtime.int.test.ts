import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerEvent } from '@casino/contracts';
import { createRedisBus } from './bus/redis-bus.ts';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-platform.ts';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
}

function connect(url: string): Promise<{ socket: WebSocket; next: () => Promise<ServerEvent> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const queue: ServerEvent[] = [];
    const waiters: ((event: ServerEvent) => void)[] = [];
    socket.on('message', (raw) => {
      const event = JSON.parse(String(raw)) as ServerEvent;
      const waiter = waiters.shift();
      if (waiter) waiter(event);
      else queue.push(event);
    });
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        next: () =>
          new Promise<ServerEvent>((res, rej) => {
            const queued = queue.shift();
            if (queued) return res(queued);
            const timer = setTimeout(() => rej(new Error('no event within 3 s')), 3000);
            waiters.push((event) => {
              clearTimeout(timer);
              res(event);
            });
          }),
      }),
    );
  });
}

/** Lets the server finish the connection handshake (identify) before we publish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('realtime on one node (in-process bus)', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('delivers a published user message to a connected guest', async () => {
    const client = await connect(await listen(t));
    await settle();
    await t.platform.bus.publish(
      { kind: 'broadcast' },
      { type: 'user.message.v1', data: { messageType: 'success', text: 'Hello' } },
    );
    expect(await client.next()).toEqual({
      type: 'user.message.v1',
      data: { messageType: 'success', text: 'Hello' },
    });
    client.socket.close();
  });

  it('keeps user-topic events away from other connections', async () => {
    const address = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
    const client = await connect(address);
    await settle();
    await t.platform.bus.publish(
      { kind: 'user', userId: 'someone-else' },
      { type: 'user.message.v1', data: { messageType: 'info', text: 'private' } },
    );
    await t.platform.bus.publish(
      { kind: 'broadcast' },
      { type: 'user.message.v1', data: { messageType: 'info', text: 'public' } },
    );
    expect(await client.next()).toMatchObject({ type: 'user.message.v1', data: { text: 'public' } });
    client.socket.close();
  });

  it('answers a ping frame and ignores garbage', async () => {
    const address = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
    const client = await connect(address);
    client.socket.send('not json');
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'pong' });
    client.socket.close();
  });
});

describe.skipIf(!process.env.REDIS_URL)('realtime across two nodes (Redis bus)', () => {
  let database: TestDatabase;
  let nodeA: TestApp;
  let nodeB: TestApp;
  const channel = `casino:test:${process.pid}:${Date.now()}`;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const url = process.env.REDIS_URL ?? '';
    nodeA = await createTestApp(database, { bus: await createRedisBus(url, channel) });
    nodeB = await createTestApp(database, { bus: await createRedisBus(url, channel) });
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
    await database.dispose();
  });

  it('delivers an event published on node A to a client connected to node B', async () => {
    await listen(nodeA);
    const client = await connect(await listen(nodeB));
    await settle();
    const response = await nodeA.app.inject({
      method: 'POST',
      url: '/api/dev/user-message',
      payload: { messageType: 'failure', text: 'From node A' },
    });
    expect(response.statusCode).toBe(202);
    expect(await client.next()).toEqual({
      type: 'user.message.v1',
      data: { messageType: 'failure', text: 'From node A' },
    });
    client.socket.close();
  });
});
