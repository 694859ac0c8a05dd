import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SeamlessOperation } from '@casino/contracts';
import { MANY_REGISTRATIONS, registerPlayer } from '../../test/test-accounts.ts';
import { createTestApp, databaseKinds, useTestApp, type TestApp } from '../../test/test-platform.ts';
import { seamlessLaunchTokens } from './game-wallet.tables.ts';
import {
  betBody,
  externalId,
  fund,
  gameTransactionTypes,
  launchToken,
  ledgerProblems,
  seamlessAnswer,
  studioSecret,
} from './game-wallet.test-support.ts';

/**
 * Games launched before the operator blocked a country: two servers on one database, the first as it ran at
 * launch (nothing blocked), the second after France was added to BLOCKED_COUNTRIES.
 */
describe.each(databaseKinds)('bets on a game launched from a country blocked since, on %s', (kind) => {
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS });
  let blocking: TestApp;
  beforeAll(async () => {
    blocking = await createTestApp(test.database, { config: { BLOCKED_COUNTRIES: 'FR' } });
  });
  afterAll(() => blocking?.close());
  afterEach(async () => {
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  const answer = (app: FastifyInstance, operation: SeamlessOperation, body: object) =>
    seamlessAnswer(app, studioSecret(test.platform), operation, body);

  async function playerLaunchedFrom(country: string | null) {
    const player = await registerPlayer(test.app);
    await fund(test.platform, player.userId, 5_000);
    return { player, token: await launchToken(test.platform, player.userId, { country }) };
  }
  const stake = (token: string, roundId: string, amount: number) => betBody(token, amount, roundId);

  it('keeps the launch country on the token', async () => {
    const { player } = await playerLaunchedFrom('FR');
    const rows = await test.database.db
      .select({ launchCountry: seamlessLaunchTokens.launchCountry })
      .from(seamlessLaunchTokens)
      .where(eq(seamlessLaunchTokens.userId, player.userId));
    expect(rows).toEqual([{ launchCountry: 'FR' }]);
  });

  it('refuses new bets with COUNTRY_BLOCKED once the country is blocked, and still pays wins and rollbacks', async () => {
    const { player, token } = await playerLaunchedFrom('FR');
    const roundId = externalId('round');
    const firstBet = stake(token, roundId, 1_000);
    expect(await answer(test.app, 'bet', firstBet)).toMatchObject({ status: 'OK', balance: 4_000 });

    const laterBet = stake(token, roundId, 1_000);
    const refused = await answer(blocking.app, 'bet', laterBet);
    expect(refused).toEqual({ status: 'ERROR', code: 'COUNTRY_BLOCKED', balance: 4_000, currency: 'EUR' });
    // The refusal is the id's final answer; a new round is refused the same way.
    expect(await answer(blocking.app, 'bet', laterBet)).toEqual(refused);
    expect(await answer(blocking.app, 'bet', stake(token, externalId('round'), 1_000))).toMatchObject({
      code: 'COUNTRY_BLOCKED',
    });

    // Money owed to the player is paid: the round's win and the rollback of its bet.
    expect(
      await answer(blocking.app, 'win', { ...stake(token, roundId, 2_500), roundClosed: true }),
    ).toMatchObject({ status: 'OK', balance: 6_500 });
    const rollback = {
      token,
      transactionId: externalId('rb'),
      referenceTransactionId: firstBet.transactionId,
      roundId,
      gameId: 'lumen-slot',
      roundClosed: false,
    };
    expect(await answer(blocking.app, 'rollback', rollback)).toMatchObject({ status: 'OK', balance: 7_500 });
    expect(await gameTransactionTypes(test.app, player)).toEqual(['rollbackBet', 'win', 'bet']);
  });

  it('takes bets on games launched from a country that is not blocked, or from an unknown one', async () => {
    for (const country of ['DE', null]) {
      const { token } = await playerLaunchedFrom(country);
      expect(await answer(blocking.app, 'bet', stake(token, externalId('round'), 1_000))).toMatchObject({
        status: 'OK',
        balance: 4_000,
      });
    }
  });

  it('makes no launch token for a blocked country', async () => {
    const player = await registerPlayer(test.app);
    await expect(launchToken(blocking.platform, player.userId, { country: 'FR' })).rejects.toMatchObject({
      code: 'country_blocked',
      statusCode: 403,
    });
    const rows = await test.database.db
      .select()
      .from(seamlessLaunchTokens)
      .where(eq(seamlessLaunchTokens.userId, player.userId));
    expect(rows).toEqual([]);
  });
});
