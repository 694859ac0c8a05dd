import { createRandomStream, hashServerSeed, nextFreeSpin, spin } from '@casino/game-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioApp } from '../app.ts';
import type { SlotGame } from '../catalogue/catalogue-game.ts';
import { catalogue } from '../catalogue/generate-catalogue.ts';
import { DEV_STUDIO_WALLET_SECRET } from '../config.ts';
import { startFakePlatform, type FakePlatform } from '../test-support/fake-platform.ts';
import {
  createStudioTestDatabase,
  startStudio,
  type StudioTestDatabase,
} from '../test-support/studio-test-app.ts';
import type { RoundView, SessionView } from '../../shared/play-api.ts';

const games = catalogue().games;
const lines = games.find((game): game is SlotGame => game.type === 'slot-lines' && game.hasDemo) as SlotGame;
const bonus = games.find((game): game is SlotGame => game.type === 'bonus-buy') as SlotGame;
const dice = games.find((game) => game.type === 'dice' && game.hasDemo);

interface PlayBody {
  round: RoundView;
  balance: number | null;
}

let platform: FakePlatform;
let studio: StudioApp;
let tokens = 0;

beforeAll(async () => {
  platform = await startFakePlatform(DEV_STUDIO_WALLET_SECRET);
  studio = await startStudio(platform.url);
});
afterAll(async () => {
  await studio.app.close();
  await platform.close();
});

function realPlayer(gameId: string, balance = 100_000): string {
  tokens += 1;
  const token = `token-${tokens}`;
  platform.addPlayer(token, { playerId: `player-${tokens}`, gameId, currency: 'EUR', balance });
  return token;
}

async function open(app: StudioApp, body: object): Promise<SessionView> {
  const response = await app.app.inject({ method: 'POST', url: '/studio/api/sessions', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SessionView>();
}

async function post(app: StudioApp, url: string, payload?: object) {
  return app.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
}

function callsOf(roundId: string) {
  return platform.calls.filter((call) => call.body.roundId === roundId);
}

describe('catalogue and art over HTTP', () => {
  it('lists the games and serves details and artwork', async () => {
    const list = await studio.app.inject({ url: '/studio/api/games' });
    expect(list.json<{ games: unknown[] }>().games.length).toBe(games.length);
    const details = await studio.app.inject({ url: `/studio/api/games/${lines.id}?currency=EUR` });
    expect(details.json<{ rules: { symbols: unknown[] } }>().rules.symbols.length).toBe(
      lines.definition.symbols.length,
    );
    const art = await studio.app.inject({ url: `/studio/art/${lines.id}/desktop.svg` });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('max-age=31536000');
    expect(art.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${platform.url}`);
    expect((await studio.app.inject({ url: '/studio/art/no-such-game/desktop.svg' })).statusCode).toBe(404);
  });
});

describe('demo play', () => {
  it('moves only the demo balance, and recall shows the last 10 rounds', async () => {
    const session = await open(studio, { gameId: lines.id, mode: 'demo', currency: 'EUR', language: 'en' });
    expect(session.balance).toBe(100_000);
    const before = platform.calls.length;
    let balance = session.balance;
    for (let i = 0; i < 12; i += 1) {
      const response = await post(studio, `/studio/api/sessions/${session.sessionId}/spin`, {
        bet: session.bets.defaultBet,
      });
      if (response.statusCode === 409) {
        // A feature is in progress: play it out; its win lands on the balance with the last free spin.
        for (;;) {
          const free = await post(studio, `/studio/api/sessions/${session.sessionId}/free-spin`);
          if (free.statusCode !== 200) break;
          balance = free.json<PlayBody>().balance ?? balance;
        }
        continue;
      }
      const body = response.json<PlayBody>();
      expect(body.round.balanceBefore).toBe(balance);
      balance = body.balance ?? 0;
    }
    expect(platform.calls.length).toBe(before);
    const recall = await studio.app.inject({ url: `/studio/api/sessions/${session.sessionId}/rounds` });
    const { rounds } = recall.json<{ rounds: RoundView[] }>();
    expect(rounds).toHaveLength(10);
    expect(rounds[0]?.stake).toBe(session.bets.defaultBet);
    expect(rounds[0]?.seeds.serverSeed).toBeNull();
  });

  it('refuses a bet that is not a level', async () => {
    const session = await open(studio, { gameId: lines.id, mode: 'demo', language: 'de' });
    const response = await post(studio, `/studio/api/sessions/${session.sessionId}/spin`, { bet: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('INVALID_BET');
  });

  it('rotation reveals the seed and the round recomputes to the same outcome', async () => {
    const session = await open(studio, { gameId: lines.id, mode: 'demo', language: 'en' });
    const played = (
      await post(studio, `/studio/api/sessions/${session.sessionId}/spin`, { bet: session.bets.defaultBet })
    ).json<PlayBody>().round;
    const hidden = await studio.app.inject({ url: `/studio/api/rounds/${played.roundId}/verify` });
    expect(hidden.json<{ serverSeed: string | null }>().serverSeed).toBeNull();
    while ((await post(studio, `/studio/api/sessions/${session.sessionId}/free-spin`)).statusCode === 200);

    const rotation = await post(studio, `/studio/api/sessions/${session.sessionId}/seeds/rotate`, {});
    const { revealed, current } = rotation.json<{
      revealed: { serverSeed: string; serverSeedHash: string };
      current: { nonce: number; serverSeedHash: string };
    }>();
    expect(hashServerSeed(revealed.serverSeed)).toBe(session.seeds.serverSeedHash);
    expect(current.nonce).toBe(0);
    expect(current.serverSeedHash).not.toBe(revealed.serverSeedHash);

    const verify = await studio.app.inject({ url: `/studio/api/rounds/${played.roundId}/verify` });
    const data = verify.json<{ serverSeed: string; clientSeed: string; nonce: number; bet: number }>();
    expect(data.serverSeed).toBe(revealed.serverSeed);
    const stream = createRandomStream({
      serverSeed: data.serverSeed,
      clientSeed: data.clientSeed,
      nonce: data.nonce,
    });
    const replayed = spin(lines.definition, stream, { bet: data.bet, mode: 'base' });
    expect(played.outcome.kind === 'spin' && played.outcome.spin).toEqual(replayed);

    const changed = await studio.app.inject({
      method: 'PUT',
      url: `/studio/api/sessions/${session.sessionId}/seeds/client`,
      payload: { clientSeed: 'my lucky seed' },
    });
    expect(changed.json<{ current: { clientSeed: string } }>().current.clientSeed).toBe('my lucky seed');
  });

  it('plays a bought feature spin by spin and credits the demo balance at its end', async () => {
    const session = await open(studio, { gameId: bonus.id, mode: 'demo', language: 'en' });
    const bought = (
      await post(studio, `/studio/api/sessions/${session.sessionId}/buy-bonus`, {
        bet: session.bets.defaultBet,
      })
    ).json<PlayBody>();
    expect(bought.round.status).toBe('feature');
    expect(bought.balance).toBe(session.balance - bought.round.stake);
    const again = await post(studio, `/studio/api/sessions/${session.sessionId}/spin`, {
      bet: session.bets.defaultBet,
    });
    expect(again.json<{ error: { code: string } }>().error.code).toBe('FEATURE_IN_PROGRESS');
    let last = bought;
    for (;;) {
      const response = await post(studio, `/studio/api/sessions/${session.sessionId}/free-spin`);
      if (response.statusCode !== 200) {
        expect(response.json<{ error: { code: string } }>().error.code).toBe('NO_FEATURE');
        break;
      }
      last = response.json<PlayBody>();
      expect(last.round.steps.length).toBe(last.round.feature?.spinsPlayed);
    }
    expect(last.round.status).toBe('closed');
    expect(last.round.feature?.spinsPlayed).toBe(last.round.feature?.spinsAwarded);
    expect(last.balance).toBe(session.balance - bought.round.stake + last.round.totalWin);
  });

  it('plays dice', async () => {
    if (!dice) throw new Error('no dice game');
    const session = await open(studio, { gameId: dice.id, mode: 'demo', language: 'en' });
    const response = await post(studio, `/studio/api/sessions/${session.sessionId}/dice`, {
      bet: 100,
      target: 50,
      direction: 'under',
    });
    const body = response.json<PlayBody>();
    expect(body.round.outcome.kind).toBe('dice');
    expect(body.balance).toBe(100_000 - 100 + body.round.totalWin);
  });
});

describe('real play', () => {
  it('sends the bet, then the win with the same round id and the amounts of the round', async () => {
    const token = realPlayer(lines.id);
    const session = await open(studio, { gameId: lines.id, mode: 'real', token, language: 'en' });
    expect(session.balance).toBe(100_000);
    let round: RoundView | undefined;
    for (let i = 0; i < 30 && !round; i += 1) {
      const body = (
        await post(studio, `/studio/api/sessions/${session.sessionId}/spin`, { bet: session.bets.defaultBet })
      ).json<PlayBody>();
      if (body.round.status === 'closed') round = body.round;
      else
        while (
          (await post(studio, `/studio/api/sessions/${session.sessionId}/free-spin`)).statusCode === 200
        );
    }
    if (!round) throw new Error('no plain round');
    const [bet, win] = callsOf(round.roundId);
    expect(bet?.operation).toBe('bet');
    expect(bet?.body).toMatchObject({
      amount: round.stake,
      roundClosed: false,
      transactionId: `${round.roundId}:bet`,
    });
    expect(win?.operation).toBe('win');
    expect(win?.body).toMatchObject({ amount: round.totalWin, roundClosed: true, gameId: lines.id });
    expect(round.balanceAfter).toBe(platform.player(token).balance);
    expect(round.balanceAfter).toBe((round.balanceBefore ?? 0) - round.stake + round.totalWin);
  });

  it('answers INSUFFICIENT_FUNDS and voids the round', async () => {
    const token = realPlayer(lines.id, 5);
    const session = await open(studio, { gameId: lines.id, mode: 'real', token, language: 'en' });
    const response = await post(studio, `/studio/api/sessions/${session.sessionId}/spin`, {
      bet: session.bets.defaultBet,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS', balance: 5 } });
    expect(
      platform.calls.filter((call) => call.operation === 'win' && call.body.token === token),
    ).toHaveLength(0);
    const recall = await studio.app.inject({ url: `/studio/api/sessions/${session.sessionId}/rounds` });
    expect(recall.json<{ rounds: RoundView[] }>().rounds).toHaveLength(0);
  });

  it.each([
    ['LIMIT_REACHED', 403],
    ['BONUS_MAX_BET', 403],
    ['PLAYER_RESTRICTED', 403],
  ] as const)("tells the player's own refusal %s apart, and voids the round", async (code, status) => {
    const token = realPlayer(lines.id);
    platform.player(token).refuseBets = code;
    const session = await open(studio, { gameId: lines.id, mode: 'real', token, language: 'en' });
    const response = await post(studio, `/studio/api/sessions/${session.sessionId}/spin`, {
      bet: session.bets.defaultBet,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: { code } });
    const recall = await studio.app.inject({ url: `/studio/api/sessions/${session.sessionId}/rounds` });
    expect(recall.json<{ rounds: RoundView[] }>().rounds).toHaveLength(0);
  });

  it('finishes a round whose win was never confirmed in the recovery pass', async () => {
    if (!dice) throw new Error('no dice game');
    const token = realPlayer(dice.id);
    const session = await open(studio, { gameId: dice.id, mode: 'real', token, language: 'en' });
    platform.failing.add('win');
    const body = (
      await post(studio, `/studio/api/sessions/${session.sessionId}/dice`, {
        bet: 200,
        target: 90,
        direction: 'under',
      })
    ).json<PlayBody>();
    platform.failing.delete('win');
    expect(body.balance).toBeNull();
    expect(body.round.status).toBe('paying');
    expect(platform.player(token).balance).toBe(100_000 - 200);

    const report = await studio.recover();
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(platform.player(token).balance).toBe(100_000 - 200 + body.round.totalWin);
    const [recalled] = (
      await studio.app.inject({ url: `/studio/api/sessions/${session.sessionId}/rounds` })
    ).json<{ rounds: RoundView[] }>().rounds;
    expect(recalled?.status).toBe('closed');
  });

  it('rolls back a stake the platform never confirmed', async () => {
    if (!dice) throw new Error('no dice game');
    const token = realPlayer(dice.id);
    const session = await open(studio, { gameId: dice.id, mode: 'real', token, language: 'en' });
    platform.failing.add('bet');
    const response = await post(studio, `/studio/api/sessions/${session.sessionId}/dice`, {
      bet: 300,
      target: 50,
      direction: 'over',
    });
    platform.failing.delete('bet');
    expect(response.statusCode).toBe(503);
    const report = await studio.recover();
    expect(report.rolledBack).toBeGreaterThanOrEqual(1);
    const rollback = platform.calls.find(
      (call) => call.operation === 'rollback' && call.body.token === token,
    );
    expect(rollback?.body.referenceTransactionId).toMatch(/:bet$/);
    expect(platform.player(token).balance).toBe(100_000);
  });
});

describe('a feature in progress', () => {
  let database: StudioTestDatabase;
  beforeAll(async () => {
    database = await createStudioTestDatabase();
  });
  afterAll(() => database.dispose());

  it('survives a restart, resumes and pays once at its end', async () => {
    const first = await startStudio(platform.url, database);
    const token = realPlayer(bonus.id);
    const session = await open(first, { gameId: bonus.id, mode: 'real', token, language: 'en' });
    const bought = (
      await post(first, `/studio/api/sessions/${session.sessionId}/buy-bonus`, {
        bet: session.bets.defaultBet,
      })
    ).json<PlayBody>();
    expect(bought.round.status).toBe('feature');
    const price = bought.round.stake;
    expect(price).toBe(
      ((bonus.definition.bonusBuy?.priceCoins ?? 0) * session.bets.defaultBet) / bonus.definition.betCoins,
    );
    await post(first, `/studio/api/sessions/${session.sessionId}/free-spin`);
    const rotate = await post(first, `/studio/api/sessions/${session.sessionId}/seeds/rotate`, {});
    expect(rotate.statusCode).toBe(409);
    await first.app.close();

    const second = await startStudio(platform.url, database);
    const resumed = await open(second, { gameId: bonus.id, mode: 'real', token, language: 'en' });
    expect(resumed.unfinishedRound?.roundId).toBe(bought.round.roundId);
    expect(resumed.unfinishedRound?.feature?.spinsPlayed).toBe(1);
    let last: PlayBody | undefined;
    for (;;) {
      const response = await post(second, `/studio/api/sessions/${resumed.sessionId}/free-spin`);
      if (response.statusCode !== 200) break;
      last = response.json<PlayBody>();
    }
    if (!last) throw new Error('no free spin played');
    expect(last.round.status).toBe('closed');
    const wins = callsOf(bought.round.roundId).filter((call) => call.operation === 'win');
    expect(wins).toHaveLength(1);
    expect(wins[0]?.body.amount).toBe(last.round.totalWin);
    expect(platform.player(token).balance).toBe(100_000 - price + last.round.totalWin);

    // The same feature replayed in one go from the revealed seed gives the same win.
    const rotation = (await post(second, `/studio/api/sessions/${resumed.sessionId}/seeds/rotate`, {})).json<{
      revealed: { serverSeed: string };
    }>();
    const stream = createRandomStream({
      serverSeed: rotation.revealed.serverSeed,
      clientSeed: last.round.seeds.clientSeed,
      nonce: last.round.seeds.nonce,
    });
    let state = bought.round.outcome.kind === 'bonus-buy' ? bought.round.outcome.feature : null;
    if (!state) throw new Error('no feature');
    for (let i = 0; i < last.round.steps.length; i += 1)
      state = nextFreeSpin(bonus.definition, state, stream).state;
    expect(state.totalWin).toBe(last.round.totalWin);
    await second.app.close();
  });

  it('is settled in the player’s favour when the game is withdrawn', async () => {
    const first = await startStudio(platform.url, database);
    const token = realPlayer(bonus.id);
    const session = await open(first, { gameId: bonus.id, mode: 'real', token, language: 'en' });
    const bought = (
      await post(first, `/studio/api/sessions/${session.sessionId}/buy-bonus`, {
        bet: session.bets.defaultBet,
      })
    ).json<PlayBody>();
    await first.app.close();
    const withoutGame = catalogue();
    const byId = new Map(withoutGame.byId);
    byId.delete(bonus.id);
    const second = await startStudio(platform.url, database, {
      catalogue: { ...withoutGame, games: withoutGame.games.filter((game) => game.id !== bonus.id), byId },
    });
    const report = await second.recover();
    expect(report.settledWithdrawn).toBe(1);
    const featureValue = bought.round.outcome.kind === 'bonus-buy' ? bought.round.outcome.featureValue : 0;
    expect(featureValue).toBeGreaterThan(0);
    expect(platform.player(token).balance).toBe(100_000 - bought.round.stake + featureValue);
    await second.app.close();
  });
});
