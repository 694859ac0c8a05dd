import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { gameRestrictedSql } from '../games/game-restriction.sql.ts';
import { betGuardSql } from '../protection/bet-guard.sql.ts';
import { databaseKinds, useTestPlatform } from '../../test/test-platform.ts';
import type { GameWalletOptions } from './game-wallet.context.ts';
import { seamlessLaunchTokens } from './game-wallet.tables.ts';
import {
  betBody,
  fund,
  gameWalletServices,
  ledgerProblems,
  STUDIO,
  walletOf,
} from './game-wallet.test-support.ts';
import { createStakeClaim } from './stake-claim.repo.ts';

/** The module's services called directly, with the dependencies the rest of the platform will hand over. */
describe.each(databaseKinds)('game wallet services on %s', (kind) => {
  const test = useTestPlatform(kind);

  const services = (overrides: Partial<GameWalletOptions> = {}) =>
    gameWalletServices(test.platform, overrides);

  async function player(balance: number) {
    const userId = randomUUID();
    await fund(test.platform, userId, balance);
    return userId;
  }

  it('commits a claim without waiting for the disk, and only the claim (docs/seamless-wallet.md)', async () => {
    const claim = createStakeClaim(betGuardSql, gameRestrictedSql);
    const settingAfterClaim = await test.platform.db.transaction(async (tx) => {
      await claim(tx, {
        provider: STUDIO,
        kind: 'bet',
        tokenHash: 'no-such-token',
        now: new Date(),
        blockedCountries: [],
        checked: false,
        ticket: null,
        call: {
          id: randomUUID(),
          transactionId: randomUUID(),
          requestHash: 'hash',
          roundId: randomUUID(),
          gameId: 'lumen-slot',
          roundClosed: false,
          amount: 100,
          currency: 'EUR',
          effect: null,
        },
      });
      const result = await tx.execute(sql`select current_setting('synchronous_commit') as setting`);
      return (result as unknown as { rows: { setting: string }[] }).rows[0]?.setting;
    });
    expect(settingAfterClaim).toBe('off');
    const after = await test.platform.db.execute(
      sql`select current_setting('synchronous_commit') as setting`,
    );
    expect((after as unknown as { rows: { setting: string }[] }).rows[0]?.setting).toBe('on');
  });

  it("names the game in the player's history with the catalogue's name, else its id", async () => {
    const { wallet, gameWallet } = services();
    const userId = await player(5_000);
    for (const gameId of ['lumen-slot', 'unnamed-game']) {
      const { token } = await gameWallet.launchTokens.create({
        userId,
        provider: STUDIO,
        gameId,
        currency: 'EUR',
        country: null,
      });
      await gameWallet.transactions.bet(STUDIO, { ...betBody(token, 100), gameId, roundClosed: true });
    }
    const history = await wallet.reads.gameTransactions(userId, {
      tab: 'basic',
      page: 1,
      pageSize: 10,
      sort: 'date_asc',
    });
    expect(history.items.map((row) => [row.type, row.method])).toEqual([
      ['bet', 'Lumen Slot'],
      ['bet', 'unnamed-game'],
    ]);
  });

  it('makes launch tokens for configured providers, in the player currency, and keeps only their hash', async () => {
    const { gameWallet } = services();
    const userId = randomUUID();
    const { token, expiresAt } = await gameWallet.launchTokens.create({
      userId,
      provider: STUDIO,
      gameId: 'lumen-slot',
      currency: 'EUR',
      country: null,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const stored = await test.platform.db.select().from(seamlessLaunchTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    const request = {
      userId,
      provider: STUDIO,
      gameId: 'lumen-slot',
      currency: 'EUR',
      country: null,
    } as const;
    await expect(gameWallet.launchTokens.create({ ...request, provider: 'acme' })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(gameWallet.launchTokens.create({ ...request, currency: 'GBP' })).rejects.toMatchObject({
      code: 'bad_request',
    });
    await expect(gameWallet.launchTokens.create({ ...request, gameId: 'no spaces' })).rejects.toMatchObject({
      code: 'bad_request',
    });
    const { gameWallet: noPlayer } = services({ playerOf: async () => null });
    await expect(noPlayer.launchTokens.create(request)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('finishes a bet interrupted after its debit on the retry, without debiting again', async () => {
    let failNextAnswer = true;
    const ledger = walletOf(test.platform);
    const { wallet, gameWallet } = services({
      // The process "dies" after the ledger committed the debit and before the answer was stored.
      wallet: {
        ...ledger.port,
        transfer: async (request) => {
          const result = await ledger.port.transfer(request);
          if (failNextAnswer) {
            failNextAnswer = false;
            throw new Error('connection lost');
          }
          return result;
        },
      },
    });
    const userId = await player(1_000);
    const { token } = await gameWallet.launchTokens.create({
      userId,
      provider: STUDIO,
      gameId: 'lumen-slot',
      currency: 'EUR',
      country: null,
    });
    const bet = betBody(token, 400);
    await expect(gameWallet.transactions.bet(STUDIO, bet)).rejects.toThrow('connection lost');
    expect(await gameWallet.transactions.bet(STUDIO, bet)).toMatchObject({ status: 'OK', balance: 600 });
    expect(await gameWallet.transactions.bet(STUDIO, bet)).toMatchObject({ status: 'OK', balance: 600 });
    expect((await wallet.reads.shortBalance(userId, 'EUR')).balanceMain).toBe(600);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });
});
