import { randomUUID } from 'node:crypto';
import {
  freeRoundsAwardSchema,
  freeRoundsErrorSchema,
  type FreeRoundsAward,
  type FreeRoundsCreateRequest,
} from '@casino/contracts';
import { signTimestamped } from '@casino/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioApp } from '../app.ts';
import type { SlotGame } from '../catalogue/catalogue-game.ts';
import { catalogue } from '../catalogue/generate-catalogue.ts';
import { DEV_STUDIO_WALLET_SECRET } from '../config.ts';
import { betLevelsOf } from '../play/sessions.ts';
import { startFakePlatform, type FakePlatform } from '../test-support/fake-platform.ts';
import {
  cancelFreeRounds,
  createFreeRounds,
  freeRoundsStatus,
  signedCall,
} from '../test-support/platform-calls.ts';
import { startStudio } from '../test-support/studio-test-app.ts';

const games = catalogue().games;
const slots = games.filter((game): game is SlotGame => game.kind === 'slot');
const slot = slots[0] as SlotGame;
/** A slot whose coins do not divide the lowest bet of the first (so one bet cannot suit both). */
const otherSlot = slots.find((game) => game.definition.betCoins !== slot.definition.betCoins) as SlotGame;
const dice = games.find((game) => game.kind === 'dice');
const lowestBet = betLevelsOf(slot, 'EUR').levels[0] as number;

let platform: FakePlatform;
let studio: StudioApp;

beforeAll(async () => {
  platform = await startFakePlatform('unused-by-these-tests');
  studio = await startStudio(platform.url);
});
afterAll(async () => {
  await studio.app.close();
  await platform.close();
});

function request(overrides: Partial<FreeRoundsCreateRequest> = {}): FreeRoundsCreateRequest {
  return {
    id: randomUUID(),
    playerId: 'player-api',
    currency: 'EUR',
    gameIds: [slot.id],
    bet: lowestBet,
    count: 10,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    ...overrides,
  };
}

function refusalOf(response: { json<T>(): T }) {
  return freeRoundsErrorSchema.parse(response.json());
}

describe('creating an award', () => {
  it('answers 201 with the award, then 200 with it as it stands for the same request', async () => {
    const sent = request({ count: 5 });
    const created = await createFreeRounds(studio, sent);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const award = freeRoundsAwardSchema.parse(created.json());
    expect(award).toEqual({
      id: sent.id,
      playerId: 'player-api',
      currency: 'EUR',
      gameIds: [slot.id],
      bet: lowestBet,
      count: 5,
      played: 0,
      left: 5,
      totalWin: 0,
      status: 'active',
      expiresAt: sent.expiresAt,
    } satisfies FreeRoundsAward);

    const repeated = await createFreeRounds(studio, sent);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual(award);
  });

  it('refuses the same id with other fields (409 ID_REUSED) and keeps the first award', async () => {
    const sent = request();
    await createFreeRounds(studio, sent);
    const reused = await createFreeRounds(studio, { ...sent, count: 11 });
    expect(reused.statusCode).toBe(409);
    expect(refusalOf(reused).code).toBe('ID_REUSED');
    const status = await freeRoundsStatus(studio, sent.id);
    expect(status.json<FreeRoundsAward>().count).toBe(10);
  });

  it('refuses a game that is not a slot of the catalogue (400 UNKNOWN_GAME)', async () => {
    if (!dice) throw new Error('no dice game');
    for (const gameIds of [['no-such-game'], [slot.id, dice.id]]) {
      const sent = request({ gameIds });
      const response = await createFreeRounds(studio, sent);
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response).code).toBe('UNKNOWN_GAME');
      expect((await freeRoundsStatus(studio, sent.id)).statusCode).toBe(404);
    }
  });

  it('refuses a bet a listed slot is not played at in the currency (400 INVALID_BET)', async () => {
    const otherLevels = betLevelsOf(otherSlot, 'EUR').levels;
    const notForBoth = betLevelsOf(slot, 'EUR').levels.find((bet) => !otherLevels.includes(bet)) as number;
    for (const sent of [
      request({ bet: lowestBet + 1 }),
      request({ gameIds: [slot.id, otherSlot.id], bet: notForBoth }),
      request({ currency: 'SEK', bet: lowestBet }),
    ]) {
      const response = await createFreeRounds(studio, sent);
      expect(response.statusCode, JSON.stringify(sent)).toBe(400);
      expect(refusalOf(response).code).toBe('INVALID_BET');
    }
  });

  it('refuses a malformed body (400 INVALID_REQUEST)', async () => {
    const cases: (object | string)[] = [
      '{ not json',
      { ...request(), id: 'not-a-uuid' },
      { ...request(), count: 0 },
      { ...request(), gameIds: [] },
      { ...request(), expiresAt: new Date(Date.now() - 1000).toISOString() },
    ];
    for (const body of cases) {
      const response = await signedCall(studio, { method: 'POST', url: '/studio/api/free-rounds', body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(refusalOf(response).code).toBe('INVALID_REQUEST');
    }
  });
});

describe('the signature', () => {
  it('is required, with the shared secret, over this method and path (401 INVALID_SIGNATURE)', async () => {
    const sent = request();
    const cases = [
      signedCall(studio, { method: 'POST', url: '/studio/api/free-rounds', body: sent, signature: null }),
      signedCall(studio, {
        method: 'POST',
        url: '/studio/api/free-rounds',
        body: sent,
        secret: 'another-secret',
      }),
      signedCall(studio, {
        method: 'POST',
        url: '/studio/api/free-rounds',
        body: sent,
        signature: 't=1,v2=00',
      }),
      signedCall(studio, {
        method: 'GET',
        url: `/studio/api/free-rounds/${sent.id}`,
        secret: 'another-secret',
      }),
      signedCall(studio, {
        method: 'POST',
        url: `/studio/api/free-rounds/${sent.id}/cancel`,
        signature: null,
      }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(401);
      expect(refusalOf(response).code).toBe('INVALID_SIGNATURE');
    }
    expect((await freeRoundsStatus(studio, sent.id)).statusCode).toBe(404);
  });

  it('of one call is refused on another path', async () => {
    const sent = request();
    await createFreeRounds(studio, sent);
    const forStatus = signTimestamped(
      DEV_STUDIO_WALLET_SECRET,
      { method: 'GET', path: `/studio/api/free-rounds/${sent.id}`, body: '' },
      new Date(),
    );
    const moved = await signedCall(studio, {
      method: 'POST',
      url: `/studio/api/free-rounds/${sent.id}/cancel`,
      signature: forStatus,
    });
    expect(moved.statusCode).toBe(401);
    expect((await freeRoundsStatus(studio, sent.id)).json<FreeRoundsAward>().status).toBe('active');
  });

  it('leaves the query out', async () => {
    const sent = request();
    await createFreeRounds(studio, sent);
    const response = await signedCall(studio, {
      method: 'GET',
      url: `/studio/api/free-rounds/${sent.id}?fresh=1`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('cancel and status', () => {
  it('cancel turns an active award cancelled and answers any other as it is', async () => {
    const sent = request();
    await createFreeRounds(studio, sent);
    const cancelled = await cancelFreeRounds(studio, sent.id);
    expect(cancelled.statusCode).toBe(200);
    expect(freeRoundsAwardSchema.parse(cancelled.json())).toMatchObject({ status: 'cancelled', left: 0 });
    const again = await cancelFreeRounds(studio, sent.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(cancelled.json());
    expect((await freeRoundsStatus(studio, sent.id)).json<FreeRoundsAward>().status).toBe('cancelled');
  });

  it('answers 404 NOT_FOUND for an award it does not hold', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      for (const response of [await freeRoundsStatus(studio, id), await cancelFreeRounds(studio, id)]) {
        expect(response.statusCode).toBe(404);
        expect(refusalOf(response).code).toBe('NOT_FOUND');
      }
    }
  });
});
