import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GameLaunch } from '@casino/contracts';
import {
  FRENCH_ADDRESS,
  GERMAN_ADDRESS,
  PRODUCTION_BLOCKING_FRANCE,
  callFrom,
  refusalOf,
} from '../../platform/http/country-gate.test-support.ts';
import { MANY_REGISTRATIONS, registerPlayer } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { seamlessLaunchTokens } from '../game-wallet/game-wallet.tables.ts';
import { fund } from '../game-wallet/game-wallet.test-support.ts';
import { completeProfile } from '../payments/payments.test-support.ts';
import { startFakeStudio, untilCatalogueImported } from './games.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

/**
 * The launch from a blocked country, in production (no development override): the country comes from the real
 * client address. France is blocked, Germany is not.
 */
describe.each(databaseKinds)('game launch from a blocked country in production on %s', (kind) => {
  const test = useTestApp(kind, {
    config: { ...PRODUCTION_BLOCKING_FRANCE, ...MANY_REGISTRATIONS, STUDIO_URL: studio.url },
  });
  beforeAll(() => untilCatalogueImported(test.app));

  const tokensOf = (userId: string) =>
    test.database.db
      .select({ launchCountry: seamlessLaunchTokens.launchCountry })
      .from(seamlessLaunchTokens)
      .where(eq(seamlessLaunchTokens.userId, userId));

  it('refuses a real-money launch with 403 country_blocked and makes no launch token', async () => {
    const player = await registerPlayer(test.app);
    await completeProfile(test.app, player);
    await fund(test.platform, player.userId, 5_000);
    const launch = (from: string) =>
      callFrom(test.app, from, player, 'POST', '/api/games/mighty-valhalla/launch', {
        mode: 'real',
        language: 'en',
      });

    expect(refusalOf(await launch(FRENCH_ADDRESS))).toEqual({ status: 403, code: 'country_blocked' });
    expect(await tokensOf(player.userId)).toEqual([]);

    // The same player from Germany plays, and the token keeps where the game was launched from.
    const opened = await launch(GERMAN_ADDRESS);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<GameLaunch>().mode).toBe('real');
    expect(await tokensOf(player.userId)).toEqual([{ launchCountry: 'DE' }]);
  });

  it('refuses demo play from a blocked country too', async () => {
    const demo = (from: string) =>
      callFrom(test.app, from, undefined, 'POST', '/api/games/mighty-valhalla/launch', {
        mode: 'demo',
        language: 'en',
      });
    expect(refusalOf(await demo(FRENCH_ADDRESS))).toEqual({ status: 403, code: 'country_blocked' });
    expect((await demo(GERMAN_ADDRESS)).statusCode).toBe(200);
  });
});
