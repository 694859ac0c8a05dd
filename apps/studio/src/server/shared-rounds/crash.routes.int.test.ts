import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { StudioApp } from '../app.ts';
import { DEV_STUDIO_WALLET_SECRET } from '../config.ts';
import { storeChainCrashingAbove } from '../test-support/crash-chain-fixture.ts';
import { startFakePlatform, type FakePlatform } from '../test-support/fake-platform.ts';
import {
  createStudioTestDatabase,
  startStudio,
  testConfig,
  type StudioTestDatabase,
} from '../test-support/studio-test-app.ts';
import type { SessionView } from '../../shared/play-api.ts';
import type { CrashClientMessage, CrashServerMessage } from '../../shared/crash-api.ts';

const PACE = { bettingMs: 700, takeOffDelayMs: 150, growthPerMs: 0.002 };
const STUDIO_ORIGIN = testConfig('http://platform.test').publicUrl;

let platform: FakePlatform;
let database: StudioTestDatabase;
let studio: StudioApp;
let base: string;
let crashPoint: number;

beforeAll(async () => {
  platform = await startFakePlatform(DEV_STUDIO_WALLET_SECRET);
  database = await createStudioTestDatabase();
  crashPoint = await storeChainCrashingAbove(database.db, {
    tableId: 'jet',
    houseEdge: 0.03,
    atLeast: 400,
    length: 5,
  });
  studio = await startStudio(platform.url, database, {
    sharedTables: { pace: PACE, pauseMs: 60_000, chainLength: 5 },
  });
  await studio.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(studio.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await studio.app.close();
  await database.dispose();
  await platform.close();
});

interface Follower {
  readonly socket: WebSocket;
  readonly heard: CrashServerMessage[];
  send(message: CrashClientMessage): void;
  next<T extends CrashServerMessage['type']>(
    type: T,
    test?: (message: Extract<CrashServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<CrashServerMessage, { type: T }>>;
}

async function openDemo(): Promise<SessionView> {
  const response = await studio.app.inject({
    method: 'POST',
    url: '/studio/api/sessions',
    payload: { gameId: 'jet', mode: 'demo', language: 'en' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SessionView>();
}

function follow(sessionId: string, origin = STUDIO_ORIGIN): Promise<Follower> {
  const socket = new WebSocket(`ws://${base}/studio/api/sessions/${sessionId}/crash`, { origin });
  const heard: CrashServerMessage[] = [];
  socket.on('message', (raw) => heard.push(JSON.parse(String(raw)) as CrashServerMessage));
  const follower: Follower = {
    socket,
    heard,
    send: (message) => socket.send(JSON.stringify(message)),
    async next(type, test = () => true) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = heard.find(
          (message): message is Extract<CrashServerMessage, { type: typeof type }> =>
            message.type === type && test(message as Extract<CrashServerMessage, { type: typeof type }>),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} message`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(follower));
    socket.once('error', reject);
  });
}

describe("the crash table's WebSocket", () => {
  it('lets two players follow one round: a bet and a cash-out of one are seen by the other, a reconnect sees the truth', async () => {
    const [first, second] = [await openDemo(), await openDemo()];
    const a = await follow(first.sessionId);
    const b = await follow(second.sessionId);
    const [stateA, stateB] = [await a.next('state'), await b.next('state')];
    expect(stateA.round.id).toBe(stateB.round.id);
    expect(stateA.round.crashPoint).toBeNull();
    expect(stateA.balance).toBe(first.balance);
    expect(stateA.limits.min).toBeGreaterThan(0);

    a.send({ type: 'bet', ref: 'a1', slot: 0, stake: 100, autoCashOut: null });
    const placed = await a.next('answer', (message) => message.ref === 'a1');
    expect(placed).toMatchObject({ ok: true, balance: first.balance - 100 });
    const seen = await b.next('bet');
    expect(seen.bet).toMatchObject({ stake: 100, cashedOutAt: null });
    expect(seen.bet.displayName).toMatch(/^\*\*\*.{4}$/);
    b.send({ type: 'bet', ref: 'bad', slot: 0, stake: 100, autoCashOut: 100 });
    expect(await b.next('answer', (message) => message.ref === 'bad')).toMatchObject({
      ok: false,
      code: 'AUTO_CASH_OUT_INVALID',
    });

    await a.next('take-off');
    await b.next('tick');
    a.send({ type: 'cash-out', ref: 'a2', slot: 0 });
    const cashed = await a.next('answer', (message) => message.ref === 'a2');
    expect(cashed.ok).toBe(true);
    const multiplier = cashed.bet?.cashedOutAt ?? 0;
    expect(multiplier).toBeGreaterThan(100);
    expect(multiplier).toBeLessThan(crashPoint);
    const heardByB = await b.next('cash-out');
    expect(heardByB.bet).toMatchObject({ id: placed.bet?.id, cashedOutAt: multiplier });

    // A reconnect mid-round: the round as it stands, with the player's own bet.
    a.socket.close();
    const again = await follow(first.sessionId);
    const state = await again.next('state');
    expect(state.round.id).toBe(stateA.round.id);
    expect(state.mine).toEqual([expect.objectContaining({ state: 'cashed-out', cashedOutAt: multiplier })]);
    // The bet is paid, but its round still flies: its crash point is not told, not even through the history.
    expect(state.myHistory).toEqual([]);

    const crash = await b.next('crash');
    expect(crash.round).toMatchObject({ id: stateA.round.id, crashPoint });
    expect((await again.next('crash')).round.id).toBe(stateA.round.id);
    again.socket.close();
    // Back later: the player's own history has the bet, with its round's number and crash point.
    const later = await follow(first.sessionId);
    expect((await later.next('state')).myHistory).toEqual([
      expect.objectContaining({
        id: placed.bet?.id,
        roundNumber: stateA.round.number,
        crashPoint,
        cashedOutAt: multiplier,
        state: 'cashed-out',
      }),
    ]);
    later.socket.close();
    b.socket.close();
  });

  it("refuses another site's page and an unknown session", async () => {
    const session = await openDemo();
    const foreign = await follow(session.sessionId, 'https://elsewhere.example');
    const closed = await new Promise<number>((resolve) => foreign.socket.once('close', resolve));
    expect(closed).toBe(1008);
    const unknown = await follow('no-such-session');
    expect(await new Promise<number>((resolve) => unknown.socket.once('close', resolve))).toBe(1008);
  });
});
