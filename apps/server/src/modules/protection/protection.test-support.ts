import { afterEach, beforeAll, expect } from 'vitest';
import type { PlayerProtection } from '@casino/contracts';
import {
  MANY_REGISTRATIONS,
  call,
  registerPlayer,
  testClock,
  type TestSession,
} from '../../test/test-accounts.ts';
import { useTestApp, type DatabaseKind } from '../../test/test-platform.ts';
import {
  betBody,
  fund,
  launchToken,
  ledgerProblems,
  seamlessCall,
  studioSecret,
} from '../game-wallet/game-wallet.test-support.ts';
import { completeProfile } from '../payments/payments.test-support.ts';
import { untilCatalogueImported } from '../games/games.test-support.ts';

export const HOUR = 3_600_000;

/** The error code of a refused answer. */
export const errorCode = (response: { json: () => unknown }) =>
  (response.json() as { error?: { code?: string } }).error?.code;

/**
 * The platform with the fake studio's catalogue (started once per file) and a test clock, and the steps the protection tests take through the
 * API: read the settings, play (signed seamless bets and wins timed by the test's clock, as the server's is) and
 * launch. The ledger stays balanced after every test.
 */
export function protectionHarness(kind: DatabaseKind, start: Date, studio: { url: string }) {
  const clock = testClock(start);
  const test = useTestApp(kind, {
    config: { ...MANY_REGISTRATIONS, STUDIO_URL: studio.url, DEV_COUNTRY_OVERRIDE: 'DE' },
    clock: clock.now,
  });
  beforeAll(async () => {
    await untilCatalogueImported(test.app);
  });
  afterEach(async () => {
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  async function seamlessAnswer(operation: 'bet' | 'win', body: object): Promise<unknown> {
    const response = await seamlessCall(test.app, studioSecret(test.platform), operation, body, {
      at: clock.now(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  return {
    clock,
    test,
    protection: async (player: TestSession) =>
      (await call(test.app, player, 'GET', '/api/protection')).json<PlayerProtection>(),
    seamlessAnswer,
    bet: (token: string, roundId: string, amount: number) =>
      seamlessAnswer('bet', betBody(token, amount, roundId)),
    win: (token: string, roundId: string, amount: number) =>
      seamlessAnswer('win', { ...betBody(token, amount, roundId), roundClosed: true }),
    launch: (player: TestSession) =>
      call(test.app, player, 'POST', '/api/games/mighty-valhalla/launch', { mode: 'real', language: 'en' }),
    /** A player with a complete profile, 100.00 EUR and a live launch token. */
    async playingPlayer(country = 'DE') {
      const player = await registerPlayer(test.app, { country });
      await completeProfile(test.app, player);
      await fund(test.platform, player.userId, 10_000);
      return { player, token: await launchToken(test.platform, player.userId, { now: clock.now() }) };
    },
  };
}
