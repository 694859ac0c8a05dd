import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestPlatform } from '../../test/test-platform.ts';
import type { GameWalletOptions } from './game-wallet.context.ts';
import { hashLaunchToken } from './launch-tokens.service.ts';
import {
  betBody,
  externalId,
  fund,
  gameWalletServices,
  launchToken,
  ledgerProblems,
  STUDIO,
} from './game-wallet.test-support.ts';

/**
 * Every bet asks the player-protection check (`betVerdict`); the protection module's own tests cover breaks and
 * limits end to end. Here: the check's answers and its failure, on the seamless wallet alone.
 */
describe.each(databaseKinds)('the player-protection check at every bet on %s', (kind) => {
  const test = useTestPlatform(kind);

  /** Every bet's player counts as `limited`, so that each bet is put to the full check. */
  const askEveryBet: GameWalletOptions['betGuard'] = () => ({
    excluded: sql`false`,
    limited: sql`true`,
    takeTicket: () => sql`select 1 as taken`,
  });
  const allowed = { verdict: 'allowed', ticket: null } as const;

  async function playerWith(betVerdict: GameWalletOptions['betVerdict']) {
    const { gameWallet } = gameWalletServices(test.platform, { betGuard: askEveryBet, betVerdict });
    const userId = randomUUID();
    await fund(test.platform, userId, 5_000);
    return { gameWallet, userId, token: await launchToken(test.platform, userId) };
  }

  it("asks about the bet token's player and the stake, and lets the bet through when allowed", async () => {
    const asked: unknown[] = [];
    const { gameWallet, userId, token } = await playerWith(async (bet) => {
      asked.push(bet);
      return allowed;
    });
    expect(await gameWallet.transactions.bet(STUDIO, betBody(token, 1_000))).toMatchObject({ status: 'OK' });
    expect(asked).toEqual([{ userId, amount: 1_000, currency: 'EUR' }]);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it.each([
    ['restricted', 'PLAYER_RESTRICTED'],
    ['limit', 'LIMIT_REACHED'],
  ] as const)('refuses a bet the check answers %s with %s, moving nothing', async (verdict, code) => {
    const { gameWallet, token } = await playerWith(async () => ({ verdict }));
    expect(await gameWallet.transactions.bet(STUDIO, betBody(token, 1_000))).toEqual({
      status: 'ERROR',
      code,
      balance: 5_000,
      currency: 'EUR',
    });
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('refuses the bet when the check fails to answer (fail closed), and never asks for a win', async () => {
    let failing = false;
    let asks = 0;
    const { gameWallet, token } = await playerWith(async () => {
      asks++;
      if (failing) throw new Error('database unreachable');
      return allowed;
    });
    const roundId = externalId('round');
    await gameWallet.transactions.bet(STUDIO, betBody(token, 1_000, roundId));
    failing = true;
    expect(await gameWallet.transactions.bet(STUDIO, betBody(token, 1_000, roundId))).toEqual({
      status: 'ERROR',
      code: 'PLAYER_RESTRICTED',
      balance: 4_000,
      currency: 'EUR',
    });
    const asksBeforeWin = asks;
    expect(
      await gameWallet.transactions.win(STUDIO, { ...betBody(token, 1_500, roundId), roundClosed: true }),
    ).toMatchObject({ status: 'OK', balance: 5_500 });
    expect(asks).toBe(asksBeforeWin);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('never revives a token ended meanwhile: a bet in flight cannot slide an ended token forward', async () => {
    const { gameWallet, userId, token } = await playerWith(async () => allowed);
    const before = await gameWallet.launchTokens.resolve(STUDIO, token);
    if (before.status === 'unknown') throw new Error('the token is unknown');
    await gameWallet.endPlayOf(userId);
    // The bet that was in flight when play ended asks for its usual slide, from the expiry it had read.
    await gameWallet.launchTokens.keepAlive({ tokenHash: hashLaunchToken(token), expiresAt: new Date(0) });
    expect((await gameWallet.launchTokens.resolve(STUDIO, token)).status).toBe('expired');
    expect(await gameWallet.transactions.bet(STUDIO, betBody(token, 100))).toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
  });
});
