import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SeamlessOperation } from '@casino/contracts';
import { MANY_REGISTRATIONS, registerPlayer } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { games } from '../games/games.tables.ts';
import { startFakeStudio, untilCatalogueImported } from '../games/games.test-support.ts';
import {
  betBody,
  externalId,
  fund,
  launchToken,
  ledgerProblems,
  seamlessAnswer,
  studioSecret,
} from './game-wallet.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

const GAME = 'mighty-valhalla';

/**
 * A game the operator restricts in a country (§6 "some live games are restricted by country"): launching it from
 * there is refused (games.service), and so is every bet at its table from a launch there, also when the
 * restriction came after the launch; wins and rollbacks still pay.
 */
describe.each(databaseKinds)('bets on a game restricted in the launch country, on %s', (kind) => {
  const test = useTestApp(kind, { config: { ...MANY_REGISTRATIONS, STUDIO_URL: studio.url } });
  beforeAll(async () => {
    await untilCatalogueImported(test.app);
  });
  afterEach(async () => {
    await test.database.db.update(games).set({ restrictedCountries: [] }).where(eq(games.id, GAME));
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  const answer = (operation: SeamlessOperation, body: object) =>
    seamlessAnswer(test.app, studioSecret(test.platform), operation, body);
  const restrictIn = (countries: string[]) =>
    test.database.db.update(games).set({ restrictedCountries: countries }).where(eq(games.id, GAME));

  async function playerLaunchedFrom(country: string | null) {
    const player = await registerPlayer(test.app);
    await fund(test.platform, player.userId, 5_000);
    return { player, token: await launchToken(test.platform, player.userId, { country, gameId: GAME }) };
  }
  const stake = (token: string, roundId: string, amount: number) => ({
    ...betBody(token, amount, roundId),
    gameId: GAME,
  });

  it('refuses bets with GAME_RESTRICTED once the game is restricted in the launch country, and still pays', async () => {
    const { token } = await playerLaunchedFrom('DE');
    const roundId = externalId('round');
    expect(await answer('bet', stake(token, roundId, 1_000))).toMatchObject({ status: 'OK', balance: 4_000 });

    await restrictIn(['AT', 'DE']);
    const refused = await answer('bet', stake(token, roundId, 1_000));
    expect(refused).toEqual({ status: 'ERROR', code: 'GAME_RESTRICTED', balance: 4_000, currency: 'EUR' });
    expect(await answer('win', { ...stake(token, roundId, 2_500), roundClosed: true })).toMatchObject({
      status: 'OK',
      balance: 6_500,
    });
  });

  it('takes bets from a launch elsewhere, or from an unknown country', async () => {
    await restrictIn(['DE']);
    for (const country of ['FR', null]) {
      const { token } = await playerLaunchedFrom(country);
      expect(await answer('bet', stake(token, externalId('round'), 500))).toMatchObject({ status: 'OK' });
    }
  });
});
