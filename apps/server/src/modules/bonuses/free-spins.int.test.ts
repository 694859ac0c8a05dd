import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { CampaignInput, MyFreeSpins } from '@casino/contracts';
import { MANY_REGISTRATIONS, call, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, testConfig, useTestApp } from '../../test/test-platform.ts';
import {
  betBody,
  externalId,
  launchToken,
  ledgerProblems,
  seamlessAnswer,
  studioSecret,
} from '../game-wallet/game-wallet.test-support.ts';
import { playerIdFor } from '../game-wallet/seamless-session.service.ts';
import { bonusSteps, depositCampaign } from './bonuses.test-support.ts';
import { startFakeFreeRounds } from './free-rounds.test-support.ts';

const STUDIO_SECRET = testConfig().seamlessWalletSecrets['lumen-studio'] ?? '';
const provider = await startFakeFreeRounds(STUDIO_SECRET);
afterAll(() => provider.close());

const DAY_MS = 24 * 60 * 60_000;

/** 100% of the first deposit plus 6 free spins of 0.20 EUR on Lumen Slot, 4 a day; everything wagered once. */
function matchWithSpins(overrides: Partial<CampaignInput> = {}): CampaignInput {
  const base = depositCampaign();
  return depositCampaign({
    terms: {
      ...base.terms,
      freeSpins: {
        count: 6,
        games: [{ provider: 'lumen-studio', gameId: 'lumen-slot' }],
        betValue: { EUR: 20 },
        dayLimit: 4,
      },
      wagering: { multiple: 1, base: 'bonus' },
      maxBet: { EUR: 10_000 },
    },
    ...overrides,
  });
}

describe.each(databaseKinds)('free spins on %s', (kind) => {
  let now = new Date();
  const test = useTestApp(kind, {
    config: { ...MANY_REGISTRATIONS, STUDIO_URL: provider.url },
    clock: () => now,
  });
  const { campaign, pauseRunning, deposit, mine, balance } = bonusSteps(test);
  afterEach(pauseRunning);

  async function freeSpins(player: TestSession): Promise<MyFreeSpins> {
    const response = await call(test.app, player, 'GET', '/api/bonuses/free-spins?lang=de');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyFreeSpins>();
  }

  /** The provider's open award of the player's (the batch the platform handed over). */
  function batchOf(player: TestSession) {
    const open = [...provider.awards.values()].filter(
      (award) => award.playerId === playerIdFor('lumen-studio', player.userId) && award.status === 'active',
    );
    expect(open).toHaveLength(1);
    return open[0] as NonNullable<(typeof open)[number]>;
  }

  const tokens = new Map<string, string>();

  /**
   * What the provider sends when a batch's rounds are played: their total win, once, with `freeRoundsId`, under the
   * player's launch token (a repeat is the same request).
   */
  async function reportWin(player: TestSession, freeRoundsId: string, amount: number, gameId = 'lumen-slot') {
    const key = `${player.userId}:${gameId}`;
    const token = tokens.get(key) ?? (await launchToken(test.platform, player.userId, { now, gameId }));
    tokens.set(key, token);
    return seamlessAnswer(test.app, studioSecret(test.platform), 'win', {
      token,
      transactionId: `free-rounds:${freeRoundsId}:${gameId}:win`,
      roundId: `free-rounds:${freeRoundsId}:${gameId}`,
      gameId,
      roundClosed: true,
      amount,
      currency: 'EUR',
      freeRoundsId,
    });
  }

  it('plays the day’s batch at the provider, grants its win as a bonus under the terms, and opens the next batch the next day', async () => {
    now = new Date();
    await campaign(matchWithSpins());
    const player = await registerPlayer(test.app);
    await deposit(player, 2_000);

    // The deposit match is active; the spins wait at the provider: 4 today out of 6.
    const batch = batchOf(player);
    expect(batch).toMatchObject({ currency: 'EUR', gameIds: ['lumen-slot'], bet: 20, count: 4 });
    expect((await freeSpins(player)).awards[0]).toMatchObject({
      number: 6,
      numberDay: 0,
      dayLimit: 4,
      left: 4,
      betAmount: 20,
      games: [{ provider: 'lumen-studio', gameId: 'lumen-slot' }],
    });
    expect((await freeSpins(player)).awards[0]?.title).toContain('(de)');

    // Three rounds played: the poll counts them from the provider.
    provider.play(batch.id, 3, 100);
    now = new Date(now.getTime() + 5_000);
    expect((await freeSpins(player)).awards[0]).toMatchObject({ number: 3, numberDay: 3, left: 1 });

    // The last one, and the provider reports 3.50 EUR won in all: it becomes a queued bonus of 3.50, wagered once.
    provider.play(batch.id, 1, 250);
    expect((await reportWin(player, batch.id, 350)).status).toBe('OK');
    await test.deliverEvents();
    const bonuses = await mine(player);
    expect(bonuses.active?.amount).toBe(2_000);
    expect(bonuses.queue).toMatchObject([{ amount: 350, wageringRequired: 350, status: 'queued' }]);
    expect(await balance(player)).toMatchObject({ balanceMain: 2_000, bonusCasino: 2_000 });
    expect((await freeSpins(player)).awards[0]).toMatchObject({ number: 2, numberDay: 4, left: 0 });

    // The same report again moves nothing more.
    expect((await reportWin(player, batch.id, 350)).status).toBe('OK');
    await test.deliverEvents();
    expect((await mine(player)).queue).toHaveLength(1);

    // Tomorrow the last 2 spins open as a new batch (seen at the provider: the sessions have expired by then).
    now = new Date(now.getTime() + DAY_MS);
    expect(await test.jobs.runOnce('bonuses.free-spins')).toBe(true);
    expect(batchOf(player)).toMatchObject({ count: 2 });
    expect(await ledgerProblems(test.platform)).toEqual([]);
    now = new Date();
  });

  it('refuses a free-rounds win that is not the player’s, not on the award’s games, or unknown, moving nothing', async () => {
    now = new Date();
    await campaign(matchWithSpins());
    const player = await registerPlayer(test.app);
    const other = await registerPlayer(test.app);
    await deposit(player, 2_000);
    const batch = batchOf(player);

    expect(await reportWin(other, batch.id, 100)).toMatchObject({
      status: 'ERROR',
      code: 'UNKNOWN_FREE_ROUNDS',
    });
    expect(await reportWin(player, batch.id, 100, 'lumen-dice')).toMatchObject({
      code: 'UNKNOWN_FREE_ROUNDS',
    });
    expect(await reportWin(player, '00000000-0000-4000-8000-000000000000', 100)).toMatchObject({
      code: 'UNKNOWN_FREE_ROUNDS',
    });
    await test.deliverEvents();
    expect((await mine(player)).queue).toEqual([]);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('finishes a batch that won nothing from the provider’s status, granting no bonus', async () => {
    now = new Date();
    await campaign(matchWithSpins({ terms: { ...matchWithSpins().terms, money: null } }));
    const player = await registerPlayer(test.app);
    await deposit(player, 2_000);
    // Free spins only: no bonus money was granted, and the spins are there.
    expect((await mine(player)).active).toBeNull();
    const batch = batchOf(player);
    provider.play(batch.id, 4, 0);
    expect((await reportWin(player, batch.id, 0)).status).toBe('OK');
    expect(await test.jobs.runOnce('bonuses.free-spins')).toBe(true);
    expect((await freeSpins(player)).awards[0]).toMatchObject({ number: 2, numberDay: 4, left: 0 });
    expect((await mine(player)).queue).toEqual([]);
  });

  it('cancels the free spins at the provider when the player changes currency (§4)', async () => {
    now = new Date();
    await campaign(matchWithSpins({ terms: { ...matchWithSpins().terms, money: null } }));
    const player = await registerPlayer(test.app);
    await deposit(player, 2_000);
    const batch = batchOf(player);
    // The real money is staked and lost, so that none blocks the change.
    const token = await launchToken(test.platform, player.userId, { now });
    const bet = betBody(token, 2_000);
    expect((await seamlessAnswer(test.app, studioSecret(test.platform), 'bet', bet)).status).toBe('OK');
    const changed = await call(test.app, player, 'POST', '/api/wallet/currency', {
      currency: 'USD',
      idempotencyKey: externalId('currency'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(provider.awards.get(batch.id)?.status).toBe('cancelled');
    expect(await freeSpins(player)).toEqual({ number: 0, awards: [] });
    // A report for the cancelled batch is refused.
    expect(await reportWin(player, batch.id, 100)).toMatchObject({ code: 'UNKNOWN_FREE_ROUNDS' });
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });
});
