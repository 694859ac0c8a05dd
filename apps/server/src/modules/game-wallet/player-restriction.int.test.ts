import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestPlatform } from '../../test/test-platform.ts';
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
 * Every bet asks the player-protection check (`mayBet`); the protection module's own tests cover breaks end to
 * end. Here: the check's answer and its failure, on the seamless wallet alone.
 */
describe.each(databaseKinds)('the player-protection check at every bet on %s', (kind) => {
  const test = useTestPlatform(kind);

  async function playerWith(mayBet: (userId: string) => Promise<boolean>) {
    const { gameWallet } = gameWalletServices(test.platform, { mayBet });
    const userId = randomUUID();
    await fund(test.platform, userId, 5_000);
    return { gameWallet, userId, token: await launchToken(test.platform, userId) };
  }

  it("asks about the bet token's player, and lets the bet through when allowed", async () => {
    const asked: string[] = [];
    const { gameWallet, userId, token } = await playerWith(async (id) => {
      asked.push(id);
      return true;
    });
    expect(await gameWallet.transactions.bet(STUDIO, betBody(token, 1_000))).toMatchObject({ status: 'OK' });
    expect(asked).toEqual([userId]);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('refuses the bet when the check fails to answer (fail closed), and never asks for a win', async () => {
    let failing = false;
    let asks = 0;
    const { gameWallet, token } = await playerWith(async () => {
      asks++;
      if (failing) throw new Error('database unreachable');
      return true;
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
});
