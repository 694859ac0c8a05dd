import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActiveSessionsResponse, ServerEvent } from '@casino/contracts';
import { sessions } from '../modules/accounts/accounts.tables.ts';
import {
  GOOD_PASSWORD,
  MANY_REGISTRATIONS,
  MINUTE,
  login,
  registerPlayer,
  sessionFrom,
  testClock,
  type TestSession,
} from '../test/test-accounts.ts';
import {
  createTestApp,
  createTestDatabase,
  useTestApp,
  type TestApp,
  type TestDatabase,
} from '../test/test-platform.ts';
import { createMemoryBus } from './bus/memory-bus.ts';
import type { Platform } from './platform.ts';
import { connectWs, listenWs, untilDelivered, type WsClient } from './realtime.test-support.ts';

const SESSION_ENDED = 4401;

const textsOf = (events: ServerEvent[]) =>
  events.map((event) => (event.type === 'user.message.v1' ? event.data.text : event.type));

const publishTo = (platform: Platform, userId: string, text: string) =>
  platform.bus.publish(
    { kind: 'user', userId },
    { type: 'user.message.v1', data: { messageType: 'info', text } },
  );

/** The close code if the server closes the socket within `ms`, else null. */
const closedWithin = (client: WsClient, ms = 2000) =>
  Promise.race([client.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

/**
 * The socket gets its user topic, then `end` ends its session; an event published to the user right after
 * must not reach it, and the server closes it.
 */
async function expectCutOff(platform: Platform, client: WsClient, userId: string, end: () => Promise<void>) {
  await publishTo(platform, userId, 'before');
  expect(await client.next()).toMatchObject({ data: { text: 'before' } });
  await end();
  await publishTo(platform, userId, 'after');
  expect(await closedWithin(client)).toBe(SESSION_ENDED);
  expect(textsOf(client.received)).toEqual(['before']);
}

describe('realtime: a socket stops with its session', () => {
  const clock = testClock();
  const test = useTestApp('pglite', { clock: clock.now, config: MANY_REGISTRATIONS });
  const as = (session: TestSession, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    test.app.inject({ method, url, cookies: session.cookies, headers: session.headers, payload });
  const socketOf = async (session: TestSession) => {
    const client = await connectWs(await listenWs(test), { session });
    await untilDelivered(test.platform.bus, { kind: 'user', userId: session.userId }, client);
    return client;
  };
  const secondSession = async (player: TestSession & { password: string }) =>
    sessionFrom(await login(test.app, player.email, player.password), player.email);

  it('after logout', async () => {
    const player = await registerPlayer(test.app);
    const client = await socketOf(player);
    await expectCutOff(test.platform, client, player.userId, async () => {
      expect((await as(player, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    });
  });

  it('after the session is ended from another session, while that one keeps its topic', async () => {
    const player = await registerPlayer(test.app);
    const other = await secondSession(player);
    const client = await socketOf(player);
    const otherClient = await socketOf(other);
    const listed = (await as(other, 'GET', '/api/me/sessions')).json<ActiveSessionsResponse>();
    const target = listed.items.find((item) => !item.current);
    await expectCutOff(test.platform, client, player.userId, async () => {
      expect((await as(other, 'DELETE', `/api/me/sessions/${target?.id}`)).statusCode).toBe(204);
    });
    expect(textsOf([await otherClient.next(), await otherClient.next()])).toEqual(['before', 'after']);
    otherClient.socket.close();
  });

  it('after "end the other sessions", while the current one keeps its topic', async () => {
    const player = await registerPlayer(test.app);
    const current = await secondSession(player);
    const client = await socketOf(player);
    const currentClient = await socketOf(current);
    await expectCutOff(test.platform, client, player.userId, async () => {
      expect((await as(current, 'DELETE', '/api/me/sessions/others')).json()).toEqual({ ended: 1 });
    });
    expect(textsOf([await currentClient.next(), await currentClient.next()])).toEqual(['before', 'after']);
    currentClient.socket.close();
  });

  it('after a password reset, which ends every session', async () => {
    const player = await registerPlayer(test.app);
    const client = await socketOf(player);
    const request = await test.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: player.email },
    });
    expect(request.statusCode).toBe(202);
    const token = await vi.waitFor(
      async () => {
        const response = await test.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
        const mails = response.json<{ items: Array<{ to: string; text: string }> }>().items;
        const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(
          mails.find((m) => m.to === player.email)?.text ?? '',
        );
        if (!match?.[1]) throw new Error('no reset mail yet');
        return match[1];
      },
      { timeout: 5000, interval: 20 },
    );
    await expectCutOff(test.platform, client, player.userId, async () => {
      const password = 'Brand#New42';
      const confirm = await test.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password, passwordConfirmation: password },
      });
      expect(confirm.statusCode).toBeLessThan(300);
    });
  });

  it('after a password change re-issues the token: the old cookie stops, the new one gets the topic', async () => {
    const player = await registerPlayer(test.app);
    const client = await socketOf(player);
    let renewed: TestSession = player;
    await expectCutOff(test.platform, client, player.userId, async () => {
      const password = 'Brand#New43';
      const change = await as(player, 'POST', '/api/me/password', {
        oldPassword: GOOD_PASSWORD,
        password,
        passwordConfirmation: password,
      });
      expect(change.statusCode).toBe(204);
      const session = change.cookies.find((cookie) => cookie.name === 'session')?.value ?? '';
      renewed = { ...player, cookies: { session } };
    });
    const reconnected = await socketOf(renewed);
    await publishTo(test.platform, player.userId, 'again');
    expect(await reconnected.next()).toMatchObject({ data: { text: 'again' } });
    reconnected.socket.close();
  });

  it('after it expires without a request (the clock moves past the idle limit)', async () => {
    const player = await registerPlayer(test.app);
    const client = await socketOf(player);
    await expectCutOff(test.platform, client, player.userId, async () => {
      clock.advance((test.platform.config.sessionIdleMinutes + 1) * MINUTE);
    });
  });
});

describe('realtime: sessions ended elsewhere', () => {
  let database: TestDatabase;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const bus = createMemoryBus();
    // Two nodes on one bus; node B re-reads its sockets' sessions every second.
    nodeA = await createTestApp(database, { bus, config: MANY_REGISTRATIONS });
    nodeB = await createTestApp(database, {
      bus,
      config: { ...MANY_REGISTRATIONS, WS_HEARTBEAT_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
    await database.dispose();
  });

  it('closes a socket on node B when its session logs out on node A', async () => {
    const player = await registerPlayer(nodeA.app);
    const client = await connectWs(await listenWs(nodeB), { session: player });
    await untilDelivered(nodeA.platform.bus, { kind: 'user', userId: player.userId }, client);
    await expectCutOff(nodeA.platform, client, player.userId, async () => {
      const logout = await nodeA.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: player.cookies,
        headers: player.headers,
      });
      expect(logout.statusCode).toBe(204);
    });
  });

  it('closes a socket on the heartbeat when its session ended without a notice', async () => {
    const player = await registerPlayer(nodeA.app);
    const client = await connectWs(await listenWs(nodeB), { session: player });
    await untilDelivered(nodeA.platform.bus, { kind: 'user', userId: player.userId }, client);
    await database.db.delete(sessions).where(eq(sessions.userId, player.userId));
    expect(await closedWithin(client, 3000)).toBe(SESSION_ENDED);
  });
});
