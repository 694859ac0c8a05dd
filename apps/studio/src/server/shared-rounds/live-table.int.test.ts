import { createRandomStream, hashServerSeed, type TableSchedule } from '@casino/game-math';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STUDIO_WALLET_SECRET, STUDIO_PROVIDER } from '../config.ts';
import { studioSessions } from '../play/play.tables.ts';
import { startFakePlatform, type FakePlatform } from '../test-support/fake-platform.ts';
import { createStudioTestDatabase, type StudioTestDatabase } from '../test-support/studio-test-app.ts';
import { createWalletClient } from '../wallet-client/wallet-client.ts';
import type { LiveBets, LiveServerMessage, LiveVariant } from '../../shared/live-api.ts';
import { createLiveTable, liveSaltOf, type LivePlayer, type LiveTable } from './live-table.ts';
import { drawLiveResult, livePayoutOf } from '../../shared/live-variants.ts';
import { studioLiveBets, studioLiveRounds } from './shared-rounds.tables.ts';

/** A round every 0.9 s: bets for 0.4 s, then closed, result and pause. */
const SCHEDULE: TableSchedule = { bettingMs: 400, closedMs: 150, resultMs: 200, pauseMs: 150 };

let platform: FakePlatform;
let database: StudioTestDatabase;
let tables = 0;
let players = 0;
const running: LiveTable[] = [];

beforeAll(async () => {
  platform = await startFakePlatform(DEV_STUDIO_WALLET_SECRET);
  database = await createStudioTestDatabase();
});
afterEach(async () => {
  for (const table of running.splice(0)) await table.stop();
});
afterAll(async () => {
  await database.dispose();
  await platform.close();
});

const wallet = () =>
  createWalletClient({
    platformUrl: platform.url,
    provider: STUDIO_PROVIDER,
    secret: DEV_STUDIO_WALLET_SECRET,
    attempts: 2,
    retryDelayMs: 5,
  });

function newTable(variant: LiveVariant): { tableId: string; create(): LiveTable } {
  tables += 1;
  const tableId = `test-live-${tables}-${Date.now()}`;
  return {
    tableId,
    create: () =>
      createLiveTable(database.db, wallet(), {
        tableId,
        variant,
        schedule: SCHEDULE,
        vip: false,
        viewOf: () =>
          variant === 'roulette'
            ? {
                id: tableId,
                variant,
                schedule: SCHEDULE,
                vip: false,
                chips: [10, 100],
                limits: {
                  kind: 'roulette',
                  limits: {
                    insideMinimum: 10,
                    insideMaximum: 1_000,
                    outsideMinimum: 10,
                    outsideMaximum: 5_000,
                    spinMaximum: 8_000,
                  },
                },
              }
            : {
                id: tableId,
                variant,
                schedule: SCHEDULE,
                vip: false,
                chips: [10, 100],
                limits: {
                  kind: 'baccarat',
                  limits: {
                    perBet: {
                      player: { min: 10, max: 5_000 },
                      banker: { min: 10, max: 5_000 },
                      tie: { min: 10, max: 1_000 },
                      playerPair: { min: 10, max: 500 },
                      bankerPair: { min: 10, max: 500 },
                    },
                    maxPerRound: 8_000,
                  },
                },
              },
      }),
  };
}

function realPlayer(balance = 10_000): LivePlayer & { token: string } {
  players += 1;
  const token = `live-token-${players}`;
  const playerId = `live-player-${players}`;
  platform.addPlayer(token, { playerId, gameId: 'roulette-hall', currency: 'EUR', balance });
  return {
    sessionId: `live-session-${players}`,
    playerKey: `player:${playerId}`,
    mode: 'real',
    currency: 'EUR',
    token,
  };
}

async function started(table: LiveTable, playerKey: string | null = null): Promise<LiveServerMessage[]> {
  const heard: LiveServerMessage[] = [];
  table.subscribe((message) => heard.push(message), playerKey);
  running.push(table);
  await table.start();
  return heard;
}

async function until<T extends LiveServerMessage['type']>(
  heard: LiveServerMessage[],
  type: T,
  timeoutMs = 10_000,
): Promise<Extract<LiveServerMessage, { type: T }>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = heard.find(
      (message): message is Extract<LiveServerMessage, { type: T }> => message.type === type,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} message`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const callsOf = (token: string) =>
  platform.calls.filter((call) => call.body.token === token).map((call) => call.operation);

const red: LiveBets = { kind: 'roulette', bets: [{ kind: 'red', amount: 1_000 }] };
const seventeenAndBlack: LiveBets = {
  kind: 'roulette',
  bets: [
    { kind: 'straight', numbers: [17], amount: 100 },
    { kind: 'black', amount: 200 },
  ],
};

describe('a live-format table', () => {
  it('plays one round for everyone: placements in the window, one result drawn from the shown seed, every placement paid once', async () => {
    const { create } = newTable('roulette');
    const table = create();
    const heard = await started(table);
    const [first, second] = [realPlayer(), realPlayer()];
    const round = await until(heard, 'round');

    const placed = await Promise.all([
      table.placeBets(first, red),
      table.placeBets(second, seventeenAndBlack),
    ]);
    expect(placed.every((answer) => answer.ok)).toBe(true);
    expect(platform.player(first.token).balance).toBe(9_000);
    expect(await table.placeBets(first, red)).toEqual({ ok: false, code: 'ALREADY_BET' });
    expect(await table.placeBets(realPlayer(), { kind: 'baccarat', bets: { player: 100 } })).toEqual({
      ok: false,
      code: 'WRONG_GAME',
    });
    expect(
      await table.placeBets(realPlayer(), { kind: 'roulette', bets: [{ kind: 'red', amount: 9_000 }] }),
    ).toEqual({
      ok: false,
      code: 'INVALID_BET',
    });
    // Everyone at the table sees the spots: how many players and their stakes on each.
    const spots = table.snapshot(null).spots;
    expect(spots.find((spot) => spot.key === 'red')).toEqual({
      key: 'red',
      spot: { kind: 'roulette', position: { kind: 'red' } },
      players: 1,
      totals: { EUR: 1_000 },
    });
    expect(spots).toHaveLength(3);
    expect(table.snapshot(second).mine).toMatchObject({ stake: 300, state: 'open', payout: null });

    await until(heard, 'closed');
    expect(await table.placeBets(realPlayer(), red)).toEqual({ ok: false, code: 'BETTING_CLOSED' });

    const result = await until(heard, 'result');
    expect(result.round.id).toBe(round.round.id);
    await table.settled();
    // The seed is revealed, hashes to the hash shown when the round opened, and draws the result.
    const seed = result.round.serverSeed ?? '';
    expect(hashServerSeed(seed)).toBe(round.round.serverSeedHash);
    expect(result.round.clientSeed).toBe(liveSaltOf(table.snapshot(null).table.id));
    const drawn = drawLiveResult(
      'roulette',
      createRandomStream({
        serverSeed: seed,
        clientSeed: result.round.clientSeed,
        nonce: result.round.number,
      }),
    );
    expect(result.round.result).toEqual(drawn);
    expect(platform.player(first.token).balance).toBe(9_000 + livePayoutOf(drawn, red));
    expect(platform.player(second.token).balance).toBe(9_700 + livePayoutOf(drawn, seventeenAndBlack));
    expect(callsOf(first.token)).toEqual(['bet', 'win']);
    expect(callsOf(second.token)).toEqual(['bet', 'win']);
    const stored = await database.db
      .select()
      .from(studioLiveBets)
      .where(eq(studioLiveBets.roundId, round.round.id));
    expect(stored.map((bet) => bet.status)).toEqual(['closed', 'closed']);
    expect(table.snapshot(null).history[0]).toEqual({
      roundId: round.round.id,
      number: round.round.number,
      result: drawn,
    });
  });

  it('never pays a placement whose debit the platform refused, and counts it on no spot', async () => {
    const { create } = newTable('baccarat');
    const table = create();
    const heard = await started(table);
    const refused = realPlayer();
    platform.player(refused.token).refuseBets = 'PLAYER_RESTRICTED';
    const poor = realPlayer(50);
    await until(heard, 'round');
    const banker: LiveBets = { kind: 'baccarat', bets: { banker: 100 } };
    expect(await table.placeBets(refused, banker)).toEqual({ ok: false, code: 'PLAYER_RESTRICTED' });
    expect(await table.placeBets(poor, banker)).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(table.snapshot(null).spots).toEqual([]);
    // A refused placement does not take the player's turn: a smaller one is taken.
    expect(await table.placeBets(poor, { kind: 'baccarat', bets: { player: 50 } })).toMatchObject({
      ok: true,
    });
    await until(heard, 'result');
    await table.settled();
    expect(callsOf(refused.token)).toEqual(['bet']);
    expect(callsOf(poor.token)).toEqual(['bet', 'bet', 'win']);
  });

  it('tells a player who reconnects mid-round the round as it stands and their own placement, and settles it to them', async () => {
    const { create } = newTable('roulette');
    const table = create();
    const player = realPlayer();
    const heard = await started(table, player.playerKey);
    await until(heard, 'round');
    await table.placeBets(player, red);
    await until(heard, 'closed');
    const view = table.snapshot(player);
    expect(view.phase).toBe('closed');
    expect(view.round?.result).toBeNull();
    expect(view.round?.serverSeed).toBeNull();
    expect(view.mine).toMatchObject({ stake: 1_000, state: 'open' });
    expect(table.snapshot(null).mine).toBeNull();
    const settled = await until(heard, 'settled');
    expect(settled.bet.state).toBe('settled');
    expect(settled.balance).toBe(9_000 + (settled.bet.payout ?? 0));
  });

  it('plays demo placements on the session balance', async () => {
    const { create } = newTable('roulette');
    const table = create();
    const heard = await started(table);
    players += 1;
    const demo: LivePlayer = {
      sessionId: `live-demo-${players}`,
      playerKey: `demo:live-demo-${players}`,
      mode: 'demo',
      currency: 'EUR',
      token: null,
    };
    await database.db.insert(studioSessions).values({
      id: demo.sessionId,
      gameId: 'roulette-hall',
      mode: 'demo',
      playerKey: demo.playerKey,
      currency: 'EUR',
      language: 'en',
      demoBalance: 1_500,
    });
    await until(heard, 'round');
    expect(await table.placeBets(demo, red)).toMatchObject({ ok: true, balance: 500 });
    const result = await until(heard, 'result');
    await table.settled();
    const [session] = await database.db
      .select()
      .from(studioSessions)
      .where(eq(studioSessions.id, demo.sessionId));
    if (!result.round.result) throw new Error('a result without its draw');
    expect(session?.demoBalance).toBe(500 + livePayoutOf(result.round.result, red));
  });

  it('after a stop before the result, the next start interrupts the round and gives the stakes back', async () => {
    const { tableId, create } = newTable('roulette');
    const first = create();
    const heard = await started(first);
    const player = realPlayer();
    await until(heard, 'round');
    await first.placeBets(player, red);
    await first.stop();
    expect(platform.player(player.token).balance).toBe(9_000);

    await started(create());
    expect(platform.player(player.token).balance).toBe(10_000);
    expect(callsOf(player.token)).toEqual(['bet', 'rollback']);
    const [interrupted] = await database.db
      .select()
      .from(studioLiveRounds)
      .where(eq(studioLiveRounds.tableId, tableId));
    expect(interrupted?.status).toBe('interrupted');
    expect(interrupted?.result).toBeNull();
  });
});
