import { randomBytes, randomUUID } from 'node:crypto';
import type { FreeRoundsAward, FreeRoundsCreateRequest } from '@casino/contracts';
import { createRandomStream, hashServerSeed, spin } from '@casino/game-math';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioApp } from '../app.ts';
import type { SlotGame } from '../catalogue/catalogue-game.ts';
import { catalogue } from '../catalogue/generate-catalogue.ts';
import { DEV_STUDIO_WALLET_SECRET } from '../config.ts';
import { studioSeeds } from '../play/play.tables.ts';
import { betLevelsOf } from '../play/sessions.ts';
import { startFakePlatform, type FakePlatform } from '../test-support/fake-platform.ts';
import { cancelFreeRounds, createFreeRounds, freeRoundsStatus } from '../test-support/platform-calls.ts';
import { startStudio } from '../test-support/studio-test-app.ts';
import { studioFreeRounds } from './free-rounds.tables.ts';
import type { PlayAnswer, SessionView } from '../../shared/play-api.ts';

const games = catalogue().games;
const slots = games.filter(
  (game): game is SlotGame => game.kind === 'slot' && game.definition.freeSpins !== null,
);
const slot = slots[0] as SlotGame;
/** Another slot played at the same bet. */
const otherSlot = slots.find(
  (game) => game.id !== slot.id && betLevelsOf(game, 'EUR').levels.includes(bet()),
) as SlotGame;
const dice = games.find((game) => game.kind === 'dice');
const BALANCE = 100_000;

let platform: FakePlatform;
let studio: StudioApp;
let players = 0;

beforeAll(async () => {
  platform = await startFakePlatform(DEV_STUDIO_WALLET_SECRET);
  studio = await startStudio(platform.url);
});
afterAll(async () => {
  await studio.app.close();
  await platform.close();
});

function bet(): number {
  return betLevelsOf(slots[0] as SlotGame, 'EUR').levels[0] as number;
}

interface Player {
  readonly playerId: string;
  /** A launch token of the player for `gameId`. */
  token(gameId: string): string;
}

function newPlayer(): Player {
  players += 1;
  const playerId = `free-rounds-player-${players}`;
  let tokens = 0;
  return {
    playerId,
    token(gameId) {
      tokens += 1;
      const token = `${playerId}-token-${tokens}`;
      platform.addPlayer(token, { playerId, gameId, currency: 'EUR', balance: BALANCE });
      return token;
    },
  };
}

async function award(
  player: Player,
  overrides: Partial<FreeRoundsCreateRequest> = {},
): Promise<FreeRoundsAward> {
  const response = await createFreeRounds(studio, {
    id: randomUUID(),
    playerId: player.playerId,
    currency: 'EUR',
    gameIds: [slot.id],
    bet: bet(),
    count: 3,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FreeRoundsAward>();
}

async function open(body: object): Promise<SessionView> {
  const response = await studio.app.inject({ method: 'POST', url: '/studio/api/sessions', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SessionView>();
}

/** A real session of the player, with the launch token it was opened with. */
async function openReal(player: Player, gameId = slot.id): Promise<SessionView & { token: string }> {
  const token = player.token(gameId);
  return { ...(await open({ gameId, mode: 'real', token, language: 'en' })), token };
}

const post = (session: SessionView, action: string, payload?: object) =>
  studio.app.inject({
    method: 'POST',
    url: `/studio/api/sessions/${session.sessionId}/${action}`,
    ...(payload ? { payload } : {}),
  });

/** Plays one free round and, when it started a feature, that feature to its end. */
async function playFreeRoundOut(session: SessionView): Promise<PlayAnswer[]> {
  const first = await post(session, 'free-round');
  expect(first.statusCode, first.body).toBe(200);
  const answers = [first.json<PlayAnswer>()];
  while (answers.at(-1)?.round.status === 'feature') {
    const next = await post(session, 'free-spin');
    expect(next.statusCode, next.body).toBe(200);
    answers.push(next.json<PlayAnswer>());
  }
  return answers;
}

const winsOf = (awardId: string) =>
  platform.calls.filter((call) => call.operation === 'win' && call.body.freeRoundsId === awardId);
const callsWith = (operation: string, player: Player) =>
  platform.calls.filter(
    (call) => call.operation === operation && String(call.body.token).startsWith(`${player.playerId}-`),
  );

async function statusOf(awardId: string): Promise<FreeRoundsAward> {
  const response = await freeRoundsStatus(studio, awardId);
  expect(response.statusCode).toBe(200);
  return response.json<FreeRoundsAward>();
}

/** Gives the player a server seed whose next spin at `stake` starts the slot's free spins. */
async function seedStartingFeature(player: Player, game: SlotGame, stake: number): Promise<void> {
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeed = 'feature-ahead';
  for (let nonce = 0; nonce < 100_000; nonce += 1) {
    const stream = createRandomStream({ serverSeed, clientSeed, nonce });
    if (spin(game.definition, stream, { bet: stake, mode: 'base' }).freeSpinsAwarded === 0) continue;
    await studio.database.db.insert(studioSeeds).values({
      id: randomBytes(12).toString('hex'),
      playerKey: `player:${player.playerId}`,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed,
      nextNonce: nonce,
    });
    return;
  }
  throw new Error('no feature in 100,000 spins');
}

describe('a session with free rounds', () => {
  it('offers the oldest award of the player in its currency and game, and none in demo', async () => {
    const player = newPlayer();
    const first = await award(player, { count: 2 });
    await award(player, { count: 4 });
    await award(player, { currency: 'SEK', bet: betLevelsOf(slot, 'SEK').levels[0] as number });
    const session = await openReal(player);
    expect(session.freeRounds).toEqual({
      id: first.id,
      bet: bet(),
      count: 2,
      played: 0,
      left: 2,
      totalWin: 0,
    });

    const elsewhere = slots.find((game) => game.id !== slot.id) as SlotGame;
    expect((await openReal(player, elsewhere.id)).freeRounds).toBeNull();
    const demo = await open({ gameId: slot.id, mode: 'demo', language: 'en' });
    expect(demo.freeRounds).toBeNull();
    const refused = await post(demo, 'free-round');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'NO_FREE_ROUNDS' } });
  });

  it('plays every round without a stake, then reports their total once through the seamless win', async () => {
    const player = newPlayer();
    const given = await award(player, { gameIds: [slot.id, otherSlot.id], count: 3 });
    const session = await openReal(player, otherSlot.id);
    const played: PlayAnswer[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answers = await playFreeRoundOut(session);
      const start = answers[0] as PlayAnswer;
      expect(start.round).toMatchObject({ kind: 'spin', bet: bet(), stake: 0, gameId: otherSlot.id });
      expect(start.balance).toBe(BALANCE);
      played.push(answers.at(-1) as PlayAnswer);
    }
    const total = played.reduce((sum, answer) => sum + answer.round.totalWin, 0);
    // One nonce per round, drawn as a paid spin is.
    expect(played.map((answer) => answer.round.seeds.nonce)).toEqual([0, 1, 2]);
    expect(played.at(-1)?.freeRounds).toEqual({
      id: given.id,
      bet: bet(),
      count: 3,
      played: 3,
      left: 0,
      totalWin: total,
    });

    expect(callsWith('bet', player)).toHaveLength(0);
    const wins = winsOf(given.id);
    expect(wins).toHaveLength(1);
    expect(wins[0]?.body).toEqual({
      token: session.token,
      transactionId: `free-rounds:${given.id}:win`,
      roundId: `free-rounds:${given.id}`,
      gameId: otherSlot.id,
      roundClosed: true,
      amount: total,
      currency: 'EUR',
      freeRoundsId: given.id,
    });
    for (const answer of played) {
      expect(platform.calls.filter((call) => call.body.roundId === answer.round.roundId)).toHaveLength(0);
    }
    expect(await statusOf(given.id)).toMatchObject({
      status: 'finished',
      played: 3,
      left: 0,
      totalWin: total,
    });
    expect(platform.player(session.token)).toMatchObject({ balance: BALANCE, bonusBalance: total });

    const more = await post(session, 'free-round');
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ error: { code: 'NO_FREE_ROUNDS' } });
    expect((await openReal(player)).freeRounds).toBeNull();
  });

  it('plays a feature started in a free round out before the award goes on, and reports after it', async () => {
    const player = newPlayer();
    const given = await award(player, { count: 2 });
    await seedStartingFeature(player, slot, bet());
    const session = await openReal(player);

    const started = (await post(session, 'free-round')).json<PlayAnswer>();
    expect(started.round.status).toBe('feature');
    expect(started.freeRounds).toMatchObject({ played: 1, left: 1 });
    const blocked = await post(session, 'free-round');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ error: { code: 'FEATURE_IN_PROGRESS' } });

    let last = started;
    while (last.round.status === 'feature') {
      last = (await post(session, 'free-spin')).json<PlayAnswer>();
      expect(last.balance).toBe(BALANCE);
    }
    expect(last.round.status).toBe('closed');
    expect(last.freeRounds).toMatchObject({ left: 1, totalWin: last.round.totalWin });
    expect(winsOf(given.id)).toHaveLength(0);

    const second = await playFreeRoundOut(session);
    const total = last.round.totalWin + (second.at(-1)?.round.totalWin ?? 0);
    expect(winsOf(given.id).map((call) => call.body.amount)).toEqual([total]);
  });

  it('waits for a feature of its last round, even in the recovery pass, and reports at its end', async () => {
    const player = newPlayer();
    const given = await award(player, { count: 1 });
    await seedStartingFeature(player, slot, bet());
    const session = await openReal(player);
    const started = (await post(session, 'free-round')).json<PlayAnswer>();
    expect(started.round.status).toBe('feature');
    expect(started.freeRounds).toMatchObject({ played: 1, left: 0 });
    await studio.recover();
    expect(await statusOf(given.id)).toMatchObject({ status: 'active', played: 1, left: 0 });
    expect(winsOf(given.id)).toHaveLength(0);

    let last = started;
    while (last.round.status === 'feature') last = (await post(session, 'free-spin')).json<PlayAnswer>();
    expect(last.round.status).toBe('closed');
    expect(last.freeRounds).toMatchObject({ left: 0, totalWin: last.round.totalWin });
    expect(winsOf(given.id).map((call) => call.body.amount)).toEqual([last.round.totalWin]);
    expect(platform.calls.filter((call) => call.body.roundId === last.round.roundId)).toHaveLength(0);
    expect(await statusOf(given.id)).toMatchObject({ status: 'finished', totalWin: last.round.totalWin });
  });
});

describe('an award that ends early', () => {
  it('stops play when cancelled and reports nothing, also in the recovery pass', async () => {
    const player = newPlayer();
    const given = await award(player, { count: 5 });
    const session = await openReal(player);
    await playFreeRoundOut(session);
    const cancelled = await cancelFreeRounds(studio, given.id);
    expect(cancelled.json<FreeRoundsAward>()).toMatchObject({ status: 'cancelled', played: 1, left: 0 });

    const refused = await post(session, 'free-round');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'NO_FREE_ROUNDS' } });
    expect((await openReal(player)).freeRounds).toBeNull();
    await studio.recover();
    expect(winsOf(given.id)).toHaveLength(0);
    expect((await statusOf(given.id)).status).toBe('cancelled');
  });

  it('reports the rounds played once it has expired, in the recovery pass; with none played, nothing', async () => {
    const player = newPlayer();
    const given = await award(player, { count: 5 });
    const untouched = await award(newPlayer(), { count: 5 });
    const session = await openReal(player);
    const rounds = [...(await playFreeRoundOut(session)), ...(await playFreeRoundOut(session))];
    const total = rounds
      .filter((answer) => answer.round.status === 'closed')
      .reduce((sum, answer) => sum + answer.round.totalWin, 0);
    for (const id of [given.id, untouched.id]) {
      await studio.database.db
        .update(studioFreeRounds)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(studioFreeRounds.id, id));
    }
    const refused = await post(session, 'free-round');
    expect(refused.json()).toMatchObject({ error: { code: 'NO_FREE_ROUNDS' } });

    const report = await studio.recover();
    expect(report.freeRoundsFinished).toBeGreaterThanOrEqual(2);
    expect(winsOf(given.id).map((call) => call.body.amount)).toEqual([total]);
    expect(await statusOf(given.id)).toMatchObject({
      status: 'finished',
      played: 2,
      left: 0,
      totalWin: total,
    });
    expect(winsOf(untouched.id)).toHaveLength(0);
    expect(await statusOf(untouched.id)).toMatchObject({ status: 'finished', played: 0, totalWin: 0 });
  });
});

describe('the platform out of reach', () => {
  it('keeps an award paying until the recovery pass reports its win', async () => {
    const player = newPlayer();
    const given = await award(player, { count: 2 });
    const session = await openReal(player);
    platform.failing.add('win');
    let last: PlayAnswer[] = [];
    try {
      await playFreeRoundOut(session);
      last = await playFreeRoundOut(session);
    } finally {
      platform.failing.delete('win');
    }
    expect(last.at(-1)?.freeRounds).toMatchObject({ left: 0, played: 2 });
    expect(await statusOf(given.id)).toMatchObject({ status: 'paying', left: 0 });
    const [paying] = await studio.database.db
      .select()
      .from(studioFreeRounds)
      .where(eq(studioFreeRounds.id, given.id));
    expect(paying?.failure).toBe('WALLET_UNAVAILABLE');
    expect(winsOf(given.id)).toHaveLength(0);

    const report = await studio.recover();
    expect(report.stillOpen).toBe(0);
    expect(winsOf(given.id).map((call) => call.body.amount)).toEqual([paying?.totalWin]);
    expect(await statusOf(given.id)).toMatchObject({ status: 'finished', totalWin: paying?.totalWin });
    await studio.recover();
    expect(winsOf(given.id)).toHaveLength(1);
  });

  it('takes no round while the balance cannot be read', async () => {
    const player = newPlayer();
    const given = await award(player, { count: 2 });
    const session = await openReal(player);
    platform.failing.add('balance');
    const refused = await post(session, 'free-round').finally(() => platform.failing.delete('balance'));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: { code: 'WALLET_UNAVAILABLE' } });
    expect(await statusOf(given.id)).toMatchObject({ played: 0, left: 2 });
  });

  it('refuses a free round in a dice game', async () => {
    if (!dice) throw new Error('no dice game');
    const player = newPlayer();
    const session = await openReal(player, dice.id);
    expect(session.freeRounds).toBeNull();
    const refused = await post(session, 'free-round');
    expect(refused.json()).toMatchObject({ error: { code: 'WRONG_GAME_KIND' } });
  });
});
