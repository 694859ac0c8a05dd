import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLaunch } from '@casino/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { GERMAN_ADDRESS, callFrom } from '../../platform/http/country-gate.test-support.ts';
import { MANY_REGISTRATIONS, registerPlayer } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { fund } from '../game-wallet/game-wallet.test-support.ts';
import { completeProfile } from '../payments/payments.test-support.ts';
import { startFakeStudio, untilCatalogueImported } from './games.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

/** Loopback has no country: only the language and the currency tell the market. */
const NO_COUNTRY_ADDRESS = '127.0.0.1';

/**
 * The launch address tells the game `autoplay=0` where the player's market forbids auto-play (@casino/rules:
 * Great Britain and Germany by address, the British site and pounds wherever), and says nothing elsewhere.
 */
describe.each(databaseKinds)('auto-play in the launch address on %s', (kind) => {
  const test = useTestApp(kind, { config: { ...MANY_REGISTRATIONS, STUDIO_URL: studio.url } });
  beforeAll(() => untilCatalogueImported(test.app));

  const autoplayOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(200);
    return new URL(response.json<GameLaunch>().url).searchParams.get('autoplay');
  };
  const demo = (from: string, language: string) =>
    callFrom(test.app, from, undefined, 'POST', '/api/games/mighty-valhalla/launch', {
      mode: 'demo',
      language,
    });

  it('forbids it in the demo from Germany and on the British site, and leaves it to the game elsewhere', async () => {
    expect(autoplayOf(await demo(GERMAN_ADDRESS, 'en'))).toBe('0');
    expect(autoplayOf(await demo(NO_COUNTRY_ADDRESS, 'gb'))).toBe('0');
    expect(autoplayOf(await demo(NO_COUNTRY_ADDRESS, 'en'))).toBeNull();
    expect(autoplayOf(await demo(NO_COUNTRY_ADDRESS, 'ro'))).toBeNull();
  });

  it('forbids it for real money from Germany and for a player whose money is in pounds', async () => {
    const launchReal = async (from: string, currency: 'EUR' | 'GBP') => {
      const player = await registerPlayer(test.app, { currency });
      await completeProfile(test.app, player);
      await fund(test.platform, player.userId, 5_000, currency);
      return callFrom(test.app, from, player, 'POST', '/api/games/mighty-valhalla/launch', {
        mode: 'real',
        language: 'en',
      });
    };
    expect(autoplayOf(await launchReal(GERMAN_ADDRESS, 'EUR'))).toBe('0');
    expect(autoplayOf(await launchReal(NO_COUNTRY_ADDRESS, 'GBP'))).toBe('0');
    expect(autoplayOf(await launchReal(NO_COUNTRY_ADDRESS, 'EUR'))).toBeNull();
  });
});
