import { hashServerSeed } from '@casino/game-math';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STUDIO_WALLET_SECRET, STUDIO_PROVIDER } from '../config.ts';
import { studioSessions } from '../play/play.tables.ts';
import { startFakePlatform, type FakePlatform } from '../test-support/fake-platform.ts';
import { createStudioTestDatabase, type StudioTestDatabase } from '../test-support/studio-test-app.ts';
import { createWalletClient } from '../wallet-client/wallet-client.ts';
import type { CrashServerMessage } from '../../shared/crash-api.ts';
import { storeChainCrashingAbove } from '../test-support/crash-chain-fixture.ts';
import { crashPointOf } from './crash-chain.ts';
import { createCrashTable, type CrashPlayer, type CrashTable, type CrashTableConfig } from './crash-table.ts';
import { studioCrashBets, studioCrashRounds } from './shared-rounds.tables.ts';

/** Fast enough for a test: 2.00× after 347 ms of flight, 5.00× after 805 ms. */
const PACE = { bettingMs: 400, takeOffDelayMs: 150, growthPerMs: 0.002 };
const CHAIN_LENGTH = 3;

let platform: FakePlatform;
let database: StudioTestDatabase;
let tables = 0;
let players = 0;
const running: CrashTable[] = [];

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

/**
 * A table whose first round crashes at `atLeast` hundredths or more: its chain is stored before it starts, from a
 * secret end picked (deterministically) for that.
 */
async function tableCrashingAbove(
  atLeast: number,
): Promise<{ config: CrashTableConfig; crashPoint: number }> {
  tables += 1;
  const tableId = `test-crash-${tables}-${Date.now()}`;
  const config: CrashTableConfig = {
    tableId,
    houseEdge: 0.03,
    pace: PACE,
    pauseMs: 60_000,
    chainLength: CHAIN_LENGTH,
    tickMs: 40,
    limitsOf: () => ({ min: 10, max: 100_000 }),
  };
  const crashPoint = await storeChainCrashingAbove(database.db, {
    tableId,
    houseEdge: config.houseEdge,
    atLeast,
    length: CHAIN_LENGTH,
  });
  return { config, crashPoint };
}

function realPlayer(balance = 10_000): CrashPlayer & { token: string } {
  players += 1;
  const token = `crash-token-${players}`;
  const playerId = `crash-player-${players}`;
  platform.addPlayer(token, { playerId, gameId: 'lumen-jet', currency: 'EUR', balance });
  return {
    sessionId: `crash-session-${players}`,
    playerKey: `player:${playerId}`,
    mode: 'real',
    currency: 'EUR',
    token,
    displayName: `Pl***${players}`,
  };
}

async function started(
  config: CrashTableConfig,
): Promise<{ table: CrashTable; heard: CrashServerMessage[] }> {
  const table = createCrashTable(database.db, wallet(), config);
  const heard: CrashServerMessage[] = [];
  table.subscribe((message) => heard.push(message));
  running.push(table);
  await table.start();
  return { table, heard };
}

async function until(
  heard: CrashServerMessage[],
  type: CrashServerMessage['type'],
  timeoutMs = 10_000,
): Promise<CrashServerMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = heard.find((message) => message.type === type);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} message`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const callsOf = (token: string) =>
  platform.calls.filter((call) => call.body.token === token).map((call) => call.operation);

describe('a shared crash table', () => {
  it('plays one round for everyone: bets in the window, a cash-out at the server multiplier, the rest settled at the crash', async () => {
    const { config, crashPoint } = await tableCrashingAbove(500);
    const { table, heard } = await started(config);
    const [cashing, riding, targeted] = [realPlayer(), realPlayer(), realPlayer()];

    const bets = await Promise.all([
      table.placeBet(cashing, { slot: 0, stake: 1_000, autoCashOut: null }),
      table.placeBet(riding, { slot: 0, stake: 500, autoCashOut: null }),
      table.placeBet(riding, { slot: 1, stake: 200, autoCashOut: crashPoint + 1 }),
      table.placeBet(targeted, { slot: 0, stake: 300, autoCashOut: 150 }),
    ]);
    expect(bets.every((answer) => answer.ok)).toBe(true);
    expect(platform.player(cashing.token).balance).toBe(9_000);
    // Everyone at the table heard each bet, with a masked name.
    expect(heard.filter((message) => message.type === 'bet')).toHaveLength(4);

    await until(heard, 'take-off');
    expect(await table.placeBet(realPlayer(), { slot: 0, stake: 100, autoCashOut: null })).toEqual({
      ok: false,
      code: 'BETTING_CLOSED',
    });
    await new Promise((resolve) => setTimeout(resolve, 250));
    const cashOut = await table.cashOut(cashing, 0);
    if (!cashOut.ok) throw new Error(cashOut.code);
    const multiplier = cashOut.bet.cashedOutAt ?? 0;
    expect(multiplier).toBeGreaterThan(100);
    expect(multiplier).toBeLessThan(crashPoint);
    expect(cashOut.bet.payout).toBe(Math.floor((1_000 * multiplier) / 100));
    expect(cashOut.balance).toBe(9_000 + (cashOut.bet.payout ?? 0));
    expect(await table.cashOut(cashing, 0)).toEqual({ ok: false, code: 'NO_OPEN_BET' });

    // A player following the table sees the cash-out in the live list.
    const view = table.snapshot(riding);
    expect(view.bets.find((bet) => bet.displayName === cashing.displayName)?.cashedOutAt).toBe(multiplier);
    expect(view.mine.map((bet) => bet.state)).toEqual(['open', 'open']);

    const crash = await until(heard, 'crash');
    if (crash.type !== 'crash') throw new Error('not a crash');
    expect(crash.round.crashPoint).toBe(crashPoint);
    expect(await table.cashOut(riding, 0)).toEqual({ ok: false, code: 'NO_OPEN_BET' });
    await table.settled();

    // The seed is revealed, hashes to the hash shown before the window and gives the crash point.
    const seed = crash.round.serverSeed ?? '';
    expect(hashServerSeed(seed)).toBe(crash.round.serverSeedHash);
    expect(crashPointOf(seed, crash.round.clientSeed, crash.round.number, config.houseEdge)).toBe(crashPoint);

    expect(platform.player(cashing.token).balance).toBe(9_000 + (cashOut.bet.payout ?? 0));
    expect(platform.player(riding.token).balance).toBe(10_000 - 700);
    expect(platform.player(targeted.token).balance).toBe(10_000 - 300 + 450);
    expect(heard.some((message) => message.type === 'cash-out' && message.bet.cashedOutAt === 150)).toBe(
      true,
    );
    // Every bet was debited once and closed by one win (0 for a lost bet).
    expect(callsOf(riding.token)).toEqual(['bet', 'bet', 'win', 'win']);
    const stored = await database.db
      .select()
      .from(studioCrashBets)
      .where(eq(studioCrashBets.roundId, crash.round.id));
    expect(stored.map((bet) => bet.status)).toEqual(['closed', 'closed', 'closed', 'closed']);
  });

  it('never pays a bet whose debit the platform refused, and shows it to no one', async () => {
    const { config } = await tableCrashingAbove(100);
    const { table, heard } = await started(config);
    const refused = realPlayer();
    platform.player(refused.token).refuseBets = 'LIMIT_REACHED';
    const poor = realPlayer(50);
    expect(await table.placeBet(refused, { slot: 0, stake: 100, autoCashOut: 110 })).toEqual({
      ok: false,
      code: 'LIMIT_REACHED',
    });
    expect(await table.placeBet(poor, { slot: 0, stake: 100, autoCashOut: null })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await table.placeBet(poor, { slot: 1, stake: 5, autoCashOut: null })).toEqual({
      ok: false,
      code: 'STAKE_OUT_OF_LIMITS',
    });
    await until(heard, 'crash');
    await table.settled();
    expect(callsOf(refused.token)).toEqual(['bet']);
    expect(heard.filter((message) => message.type === 'bet')).toEqual([]);
    expect(table.snapshot(refused).mine).toEqual([]);
  });

  it('shows a player who reconnects mid-round the round as it stands and their own bets', async () => {
    const { config } = await tableCrashingAbove(300);
    const { table, heard } = await started(config);
    const player = realPlayer();
    await table.placeBet(player, { slot: 1, stake: 400, autoCashOut: 250 });
    await until(heard, 'take-off');
    const view = table.snapshot(player);
    expect(view.round.crashPoint).toBeNull();
    expect(view.round.serverSeed).toBeNull();
    expect(view.serverTime).toBeGreaterThanOrEqual(view.round.takeOffAt);
    expect(view.mine).toEqual([expect.objectContaining({ slot: 1, stake: 400, autoCashOut: 250 })]);
    expect(view.bets).toHaveLength(1);
    expect(table.snapshot(null).mine).toEqual([]);
  });

  it('plays demo bets on the session balance', async () => {
    const { config } = await tableCrashingAbove(400);
    const { table, heard } = await started(config);
    players += 1;
    const demo: CrashPlayer = {
      sessionId: `crash-demo-${players}`,
      playerKey: `demo:crash-demo-${players}`,
      mode: 'demo',
      currency: 'EUR',
      token: null,
      displayName: 'Guest',
    };
    await database.db.insert(studioSessions).values({
      id: demo.sessionId,
      gameId: 'lumen-jet',
      mode: 'demo',
      playerKey: demo.playerKey,
      currency: 'EUR',
      language: 'en',
      demoBalance: 1_000,
    });
    const bet = await table.placeBet(demo, { slot: 0, stake: 600, autoCashOut: 200 });
    expect(bet).toMatchObject({ ok: true, balance: 400 });
    expect(await table.placeBet(demo, { slot: 1, stake: 600, autoCashOut: null })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    await until(heard, 'crash');
    await table.settled();
    const [session] = await database.db
      .select()
      .from(studioSessions)
      .where(eq(studioSessions.id, demo.sessionId));
    expect(session?.demoBalance).toBe(400 + 1_200);
  });

  it('after a stop mid-flight, the next start interrupts the round: stakes still riding come back, the seed is revealed', async () => {
    const { config } = await tableCrashingAbove(500);
    const first = await started(config);
    const player = realPlayer();
    await first.table.placeBet(player, { slot: 0, stake: 700, autoCashOut: null });
    await until(first.heard, 'take-off');
    await first.table.stop();
    expect(platform.player(player.token).balance).toBe(9_300);

    const second = await started(config);
    expect(platform.player(player.token).balance).toBe(10_000);
    expect(callsOf(player.token)).toEqual(['bet', 'rollback']);
    const [interrupted] = await database.db
      .select()
      .from(studioCrashRounds)
      .where(eq(studioCrashRounds.tableId, config.tableId));
    expect(interrupted?.status).toBe('interrupted');
    expect(hashServerSeed(interrupted?.serverSeed ?? '')).toBe(interrupted?.serverSeedHash);
    // The table goes on with the chain's next round.
    expect(second.table.snapshot(null).round.number).toBe(2);
  });
});
