import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusNotice } from './bus/event-bus.ts';
import { createRedisBus } from './bus/redis-bus.ts';
import { connectWs as connect, listenWs as listen, untilDelivered } from './realtime.test-support.ts';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-platform.ts';

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
    await untilDelivered(t.platform.bus, { kind: 'broadcast' }, client);
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
    const address = await listen(t);
    const client = await connect(address);
    await untilDelivered(t.platform.bus, { kind: 'broadcast' }, client);
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
    const address = await listen(t);
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
    await untilDelivered(nodeA.platform.bus, { kind: 'broadcast' }, client);
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

  it('carries a session notice from node A to node B, and never to a client', async () => {
    const client = await connect(await listen(nodeB));
    await untilDelivered(nodeA.platform.bus, { kind: 'broadcast' }, client);
    const notices: BusNotice[] = [];
    const stop = nodeB.platform.bus.onNotice((notice) => notices.push(notice));
    const notice: BusNotice = { type: 'user.sessions.ended', userId: 'someone', exceptSessionId: null };
    await nodeA.platform.bus.notify(notice);
    await nodeA.platform.bus.publish(
      { kind: 'broadcast' },
      { type: 'user.message.v1', data: { messageType: 'info', text: 'after the notice' } },
    );
    expect(await client.next()).toMatchObject({ data: { text: 'after the notice' } });
    expect(notices).toEqual([notice]);
    stop();
    client.socket.close();
  });
});
