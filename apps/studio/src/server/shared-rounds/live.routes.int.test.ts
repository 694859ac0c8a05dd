import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { StudioApp } from '../app.ts';
import { DEV_STUDIO_WALLET_SECRET } from '../config.ts';
import { startFakePlatform, type FakePlatform } from '../test-support/fake-platform.ts';
import {
  createStudioTestDatabase,
  startStudio,
  testConfig,
  type StudioTestDatabase,
} from '../test-support/studio-test-app.ts';
import type { SessionView } from '../../shared/play-api.ts';
import type { LiveClientMessage, LiveServerMessage } from '../../shared/live-api.ts';
import { livePayoutOf } from '../../shared/live-variants.ts';

/** A round every 1.5 s. */
const SCHEDULE = { bettingMs: 800, closedMs: 200, resultMs: 300, pauseMs: 200 };
const STUDIO_ORIGIN = testConfig('http://platform.test').publicUrl;

let platform: FakePlatform;
let database: StudioTestDatabase;
let studio: StudioApp;
let base: string;

beforeAll(async () => {
  platform = await startFakePlatform(DEV_STUDIO_WALLET_SECRET);
  database = await createStudioTestDatabase();
  studio = await startStudio(platform.url, database, { sharedTables: { schedule: SCHEDULE } });
  await studio.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(studio.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await studio.app.close();
  await database.dispose();
  await platform.close();
});

type Message<T extends LiveServerMessage['type']> = Extract<LiveServerMessage, { type: T }>;

interface Follower {
  readonly socket: WebSocket;
  readonly heard: LiveServerMessage[];
  send(message: LiveClientMessage): void;
  next<T extends LiveServerMessage['type']>(
    type: T,
    test?: (message: Message<T>) => boolean,
  ): Promise<Message<T>>;
}

async function openDemo(gameId = 'roulette-hall'): Promise<SessionView> {
  const response = await studio.app.inject({
    method: 'POST',
    url: '/studio/api/sessions',
    payload: { gameId, mode: 'demo', language: 'en' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SessionView>();
}

function follow(sessionId: string, origin = STUDIO_ORIGIN): Promise<Follower> {
  const socket = new WebSocket(`ws://${base}/studio/api/sessions/${sessionId}/live`, { origin });
  const heard: LiveServerMessage[] = [];
  socket.on('message', (raw) => heard.push(JSON.parse(String(raw)) as LiveServerMessage));
  const follower: Follower = {
    socket,
    heard,
    send: (message) => socket.send(JSON.stringify(message)),
    async next(type, test = () => true) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = heard.find(
          (message): message is Message<typeof type> =>
            message.type === type && test(message as Message<typeof type>),
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

const closeCode = (follower: Follower) =>
  new Promise<number>((resolve) => follower.socket.once('close', resolve));

describe("the live tables' WebSocket", () => {
  it('lets two players follow one round: a placement of one is on the other’s spots, both see the result, a reconnect sees the truth', async () => {
    const [first, second] = [await openDemo(), await openDemo()];
    const a = await follow(first.sessionId);
    const b = await follow(second.sessionId);
    const stateA = await a.next('state');
    expect(stateA.table).toMatchObject({ id: 'roulette-hall', variant: 'roulette', vip: false });
    expect(stateA.balance).toBe(first.balance);
    await b.next('players', (message) => message.players === 2);

    // Wait for a fresh window, so that the placement lands well inside it.
    const round = (await a.next('round')).round;
    const bets = { kind: 'roulette' as const, bets: [{ kind: 'red' as const, amount: 100 }] };
    a.send({ type: 'bet', ref: 'a1', bets });
    const placed = await a.next('answer', (message) => message.ref === 'a1');
    expect(placed).toMatchObject({ ok: true, balance: first.balance - 100, bet: { stake: 100 } });
    const spots = await b.next('spots');
    expect(spots.spots).toEqual([expect.objectContaining({ key: 'red', players: 1, totals: { EUR: 100 } })]);
    b.send({ type: 'bet', ref: 'wrong', bets: { kind: 'baccarat', bets: { banker: 100 } } });
    expect(await b.next('answer', (message) => message.ref === 'wrong')).toMatchObject({
      ok: false,
      code: 'WRONG_GAME',
    });

    // A reconnect mid-round: the round as it stands, with the player's own placement.
    a.socket.close();
    const again = await follow(first.sessionId);
    const state = await again.next('state');
    expect(state.round?.id).toBe(round.id);
    expect(state.mine).toMatchObject({ id: placed.bet?.id, stake: 100 });

    const result = await b.next('result', (message) => message.round.id === round.id);
    expect(result.round.serverSeed).not.toBeNull();
    const settled = await again.next('settled');
    const drawn = result.round.result;
    if (!drawn) throw new Error('a result without its draw');
    expect(settled.bet.payout).toBe(livePayoutOf(drawn, bets));
    expect(settled.balance).toBe(first.balance - 100 + livePayoutOf(drawn, bets));
    // Settlements go to their player only.
    expect(b.heard.some((message) => message.type === 'settled')).toBe(false);
    again.socket.close();
    b.socket.close();
  });

  it("refuses another site's page, an unknown session and a session of a game without a live table", async () => {
    const session = await openDemo('baccarat-hall');
    expect(await closeCode(await follow(session.sessionId, 'https://elsewhere.example'))).toBe(1008);
    expect(await closeCode(await follow('no-such-session'))).toBe(1008);
    const jet = await openDemo('jet');
    expect(await closeCode(await follow(jet.sessionId))).toBe(1008);
  });
});
