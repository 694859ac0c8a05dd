import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameLaunch, SeamlessAuthenticateAnswer } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { MANY_REGISTRATIONS, call, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { externalId, fund, gameTransactions, seamlessCall } from '../game-wallet/game-wallet.test-support.ts';
import { completeProfile, registerWithRole } from '../payments/payments.test-support.ts';
import { createWallet } from '../wallet/wallet.module.ts';
import { createGames } from './games.module.ts';
import { FAKE_STUDIO_URL, giveBonus, startFakeStudio, untilCatalogueImported } from './games.test-support.ts';
import type { BonusWeigher } from './games.context.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

describe.each(databaseKinds)('game launch on %s', (kind) => {
  const test = useTestApp(kind, {
    // Every visitor is in Germany, so that country restrictions can be seen from app.inject's loopback address.
    config: { ...MANY_REGISTRATIONS, STUDIO_URL: studio.url, DEV_COUNTRY_OVERRIDE: 'DE' },
  });
  let admin: TestSession;

  beforeAll(async () => {
    await untilCatalogueImported(test.app);
    admin = await registerWithRole(test.app, test.database.db, 'admin');
  });
  afterEach(async () => {
    for (const id of ['mighty-valhalla', 'ember-dice'])
      await call(test.app, admin, 'PATCH', `/api/staff/games/${id}`, {
        enabled: true,
        restrictedCountries: [],
      });
  });

  const launch = (session: TestSession | undefined, gameId: string, body: object) =>
    call(test.app, session, 'POST', `/api/games/${gameId}/launch`, body);
  const patch = (id: string, body: object) => call(test.app, admin, 'PATCH', `/api/staff/games/${id}`, body);
  const refusal = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    code: (response.json() as { error?: { code?: string } }).error?.code,
  });

  /** A signed-in player with a complete profile and `real` minor units of real money. */
  async function readyPlayer(real: number, currency: 'EUR' | 'RON' = 'EUR') {
    const player = await registerPlayer(test.app, { currency });
    await completeProfile(test.app, player);
    if (real > 0) await fund(test.platform, player.userId, real, currency);
    return player;
  }

  describe('refusals, in order', () => {
    it('answers 404 for an unknown game, and 409 game_not_available for a disabled one', async () => {
      expect(refusal(await launch(undefined, 'no-such-game', { mode: 'demo', language: 'en' }))).toEqual({
        status: 404,
        code: 'not_found',
      });
      // Availability comes before the country.
      await patch('mighty-valhalla', { enabled: false, restrictedCountries: ['DE'] });
      const player = await readyPlayer(5_000);
      for (const mode of ['demo', 'real'])
        expect(refusal(await launch(player, 'mighty-valhalla', { mode, language: 'en' }))).toEqual({
          status: 409,
          code: 'game_not_available',
        });
    });

    it('answers 403 game_access_denied in a country where the game is restricted, before anything else', async () => {
      await patch('ember-dice', { restrictedCountries: ['DE'] });
      // ember-dice has no demo, and the guest cannot play for real: the country is still the answer.
      expect(refusal(await launch(undefined, 'ember-dice', { mode: 'demo', language: 'en' }))).toEqual({
        status: 403,
        code: 'game_access_denied',
      });
      expect(refusal(await launch(undefined, 'ember-dice', { mode: 'real', language: 'en' }))).toEqual({
        status: 403,
        code: 'game_access_denied',
      });
      await patch('ember-dice', { restrictedCountries: ['FR'] });
      expect(refusal(await launch(undefined, 'ember-dice', { mode: 'demo', language: 'en' }))).toEqual({
        status: 409,
        code: 'demo_not_available',
      });
    });

    it('answers 401 to a guest asking for real money', async () => {
      expect(refusal(await launch(undefined, 'mighty-valhalla', { mode: 'real', language: 'en' }))).toEqual({
        status: 401,
        code: 'unauthorized',
      });
    });

    it('answers 409 profile_incomplete with the missing fields before looking at the balance', async () => {
      const player = await registerPlayer(test.app);
      await fund(test.platform, player.userId, 5_000);
      const response = await launch(player, 'mighty-valhalla', { mode: 'real', language: 'en' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'profile_incomplete',
          message: expect.any(String) as string,
          details: { missing: ['firstName', 'surename', 'birthday'], toastKey: null },
        },
      });
    });

    it('answers 409 insufficient_funds when the player has no money at all', async () => {
      const player = await readyPlayer(0);
      expect(refusal(await launch(player, 'mighty-valhalla', { mode: 'real', language: 'en' }))).toEqual({
        status: 409,
        code: 'insufficient_funds',
      });
    });

    it('refuses a signed-in launch without the CSRF header', async () => {
      const player = await readyPlayer(5_000);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/games/mighty-valhalla/launch',
        cookies: player.cookies,
        payload: { mode: 'demo', language: 'en' },
      });
      expect(refusal(response)).toEqual({ status: 403, code: 'csrf_failed' });
    });
  });

  describe('demo', () => {
    it("opens for a guest in the language's currency, without an account", async () => {
      for (const [language, currency] of [
        ['en', 'EUR'],
        ['gb', 'GBP'],
        ['ro', 'RON'],
        ['de', 'EUR'],
      ] as const) {
        const response = await launch(undefined, 'mighty-valhalla', { mode: 'demo', language });
        expect(response.statusCode).toBe(200);
        const opened = response.json<GameLaunch>();
        expect(opened).toEqual({
          url: expect.any(String) as string,
          mode: 'demo',
          currency,
          expiresAt: null,
          bonusWagering: null,
        });
        const url = new URL(opened.url);
        expect(`${url.origin}${url.pathname}`).toBe(`${FAKE_STUDIO_URL}/studio/play/mighty-valhalla`);
        // Every visitor here is in Germany, where auto-play is forbidden.
        expect(Object.fromEntries(url.searchParams)).toEqual({
          mode: 'demo',
          lang: language,
          currency,
          autoplay: '0',
        });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('opens for a player in their own currency, with an empty balance', async () => {
      const player = await readyPlayer(0, 'RON');
      const response = await launch(player, 'fruit-lines', { mode: 'demo', language: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json<GameLaunch>()).toMatchObject({ mode: 'demo', currency: 'RON', expiresAt: null });
      expect(new URL(response.json<GameLaunch>().url).searchParams.get('currency')).toBe('RON');
      expect(await gameTransactions(test.app, player)).toEqual([]);
    });
  });

  describe('real money', () => {
    it('hands the game a token that authenticates the player for that game and currency', async () => {
      const player = await readyPlayer(5_000);
      const response = await launch(player, 'mighty-valhalla', { mode: 'real', language: 'de' });
      expect(response.statusCode).toBe(200);
      const opened = response.json<GameLaunch>();
      expect(opened).toMatchObject({ mode: 'real', currency: 'EUR' });
      const minutesLeft = (Date.parse(opened.expiresAt ?? '') - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(29);
      expect(minutesLeft).toBeLessThanOrEqual(30);
      const url = new URL(opened.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${FAKE_STUDIO_URL}/studio/play/mighty-valhalla`);
      expect([...url.searchParams.keys()].sort()).toEqual(['autoplay', 'lang', 'mode', 'token']);
      expect(url.searchParams.get('autoplay')).toBe('0');
      expect(url.searchParams.get('mode')).toBe('real');
      expect(url.searchParams.get('lang')).toBe('de');

      const secret = test.platform.config.seamlessWalletSecrets['lumen-studio'] ?? '';
      const token = url.searchParams.get('token') ?? '';
      const authenticated = await seamlessCall(test.app, secret, 'authenticate', { token });
      expect(authenticated.json<SeamlessAuthenticateAnswer>()).toMatchObject({
        status: 'OK',
        gameId: 'mighty-valhalla',
        currency: 'EUR',
        balance: 5_000,
      });

      // The history names the game as the catalogue does.
      await seamlessCall(test.app, secret, 'bet', {
        token,
        transactionId: externalId('tx'),
        roundId: externalId('round'),
        gameId: 'mighty-valhalla',
        roundClosed: false,
        amount: 100,
        currency: 'EUR',
      });
      expect((await gameTransactions(test.app, player))[0]).toMatchObject({
        method: 'Mighty Valhalla',
        type: 'bet',
      });
    });

    it('opens with bonus money alone when no bonus restricts the game', async () => {
      const player = await readyPlayer(0);
      await giveBonus(test.platform, player.userId, 500);
      const response = await launch(player, 'ember-dice', { mode: 'real', language: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json<GameLaunch>().mode).toBe('real');
    });

    it('blocks a game outside the active bonus while the real balance is below the threshold', async () => {
      const wallet = createWallet(test.platform, {
        currencyOf: async () => 'EUR',
        setCurrency: async () => undefined,
        log: { warn: () => undefined },
      });
      // The active bonus counts Fruit Lines only.
      let weigher: BonusWeigher | null = (game) => (game.gameId === 'fruit-lines' ? 100 : 0);
      const games = createGames(test.platform, {
        catalogueSource: null,
        countryOf: () => null,
        currencyOf: async () => 'EUR',
        profileOf: async () => ({ firstName: 'Anna', surename: 'Berg', gender: 'f', birthday: '1990-05-17' }),
        balancesOf: async (userId) => {
          const balance = await wallet.reads.shortBalance(userId, 'EUR');
          return { currency: 'EUR', real: balance.balanceMain, bonus: balance.bonusCasino };
        },
        bonusWeigherOf: async () => weigher,
        createLaunchToken: async () => ({ token: 'test-token', expiresAt: new Date() }),
        assertMayRisk: async () => ({ session: null }),
        log: { info: () => undefined, warn: () => undefined },
      });
      const player = await registerPlayer(test.app);
      await giveBonus(test.platform, player.userId, 500);
      await fund(test.platform, player.userId, 99);
      const open = (gameId: string) =>
        games.launcher.launch({
          gameId,
          request: { mode: 'real', language: 'en' },
          userId: player.userId,
          ip: '127.0.0.1',
        });

      const blocked = await open('mighty-valhalla').catch((error: unknown) => error);
      expect(blocked).toBeInstanceOf(AppError);
      expect(blocked).toMatchObject({ code: 'game_blocked_by_bonus', statusCode: 409 });
      expect(await open('fruit-lines')).toMatchObject({ mode: 'real', bonusWagering: 'counts' });
      // Demo is never blocked by a bonus.
      await expect(
        games.launcher.launch({
          gameId: 'mighty-valhalla',
          request: { mode: 'demo', language: 'en' },
          userId: player.userId,
          ip: '127.0.0.1',
        }),
      ).resolves.toMatchObject({ mode: 'demo' });
      // From one euro of real money the player plays their own money.
      await fund(test.platform, player.userId, 1);
      // …and is told that the game does not count towards the bonus (§8).
      expect(await open('mighty-valhalla')).toMatchObject({ mode: 'real', bonusWagering: 'doesNotCount' });
      weigher = null;
      expect(await open('dragon-buy')).toMatchObject({ mode: 'real', bonusWagering: null });
    });
  });
});
