import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  ClaimPromotionAnswer,
  MyBonuses,
  ShortBalance,
  TransactionPage,
  Withdrawal,
} from '@casino/contracts';
import type { Access } from './access.ts';
import type { CountryGate } from './country-gate.ts';
import {
  FRENCH_ADDRESS,
  GERMAN_ADDRESS,
  PRODUCTION_BLOCKING_FRANCE,
  callFrom,
  refusalOf,
} from './country-gate.test-support.ts';
import { giftCampaign } from '../../modules/bonuses/triggers.test-support.ts';
import { fund, ledgerProblems } from '../../modules/game-wallet/game-wallet.test-support.ts';
import { paymentDeposits } from '../../modules/payments/payments.tables.ts';
import {
  bankWithdrawal,
  completeProfile,
  markVerified,
  newKey,
  registerWithRole,
} from '../../modules/payments/payments.test-support.ts';
import { MANY_REGISTRATIONS, call, registerPlayer, sessionFrom } from '../../test/test-accounts.ts';
import { createTestApp, databaseKinds, useTestApp } from '../../test/test-platform.ts';

/**
 * The routes closed to callers located in a blocked country: the list docs/security.md gives. A route that
 * lets money in or puts it at risk belongs here, the bonus routes that grant or activate a bonus among them.
 */
const COUNTRY_GATED = [
  'POST /api/bonuses/mine/:id/activate',
  'POST /api/bonuses/promo-code',
  'POST /api/bonuses/promotions/:slug/claim',
  'POST /api/games/:id/launch',
  'POST /api/payments/crypto/deposits',
  'POST /api/payments/deposits',
];

/**
 * Every other write a player or a provider can reach stays open from a blocked country, each for a reason. A
 * new write route fails the first test until it is gated or added here, so a deposit or bonus route cannot
 * forget the gate unnoticed.
 */
const OPEN_WRITES: Record<string, string> = {
  'POST /api/auth/register': 'refuses a blocked declared or located country itself (auth.service.ts)',
  'POST /api/auth/login': 'a player abroad signs in to withdraw',
  'POST /api/auth/logout': 'ends a session',
  'POST /api/auth/password-reset': 'regains access to the money',
  'POST /api/auth/password-reset/confirm': 'regains access to the money',
  'POST /api/auth/handoff-token': 'moves a session between the app and its pages',
  'POST /api/auth/handoff': 'moves a session between the app and its pages',
  'POST /api/auth/handoff/preview': 'moves a session between the app and its pages',
  'POST /api/auth/session-return': 'moves a session between the app and its pages',
  'POST /api/auth/session-return/preview': 'moves a session between the app and its pages',
  'PUT /api/me/profile': 'refuses a blocked declared country itself (profile.service.ts)',
  'PUT /api/me/language': 'account upkeep, no money',
  'POST /api/me/password': 'account upkeep, no money',
  'DELETE /api/me/sessions/others': 'ends sessions',
  'DELETE /api/me/sessions/:id': 'ends a session',
  'POST /api/me/verification/:kind': 'a withdrawal needs a verified account',
  'POST /api/payments/withdrawals': 'the player takes their money out',
  'POST /api/wallet/currency': 'only allowed while no money is held, moves none',
  'PUT /api/favorites/:id': 'a list of favourite games, no money',
  'DELETE /api/favorites/:id': 'a list of favourite games, no money',
  'POST /api/protection/exclusions': 'a player anywhere may take a break from gambling',
  'POST /api/protection/exclusions/return': 'asks to come back after a self-exclusion; moves no money',
  'PUT /api/protection/limits': 'a player anywhere may limit their gambling',
  'POST /api/protection/limits/confirm': 'a limit change the player asked for; moves no money',
  'PUT /api/protection/reality-check': 'a player anywhere may set reminders of their play',
  'POST /api/protection/stop-play': 'ends play, never starts it',
  'POST /api/bonuses/mine/:id/cancel': 'gives a bonus up, claims nothing',
  'POST /api/payments/webhook/:provider': "the provider's server, not the player",
  'POST /api/seamless/v1/:provider/authenticate': "the provider's server; bets check the launch country",
  'POST /api/seamless/v1/:provider/balance': "the provider's server; bets check the launch country",
  'POST /api/seamless/v1/:provider/bet': "the provider's server; bets check the launch country",
  'POST /api/seamless/v1/:provider/win': 'money owed to the player is paid',
  'POST /api/seamless/v1/:provider/rollback': 'money owed to the player is paid',
};

/**
 * Routes whose path speaks of deposits or bonuses but let no money in: reads of the player's own records or of the
 * promotions on offer (reading claims nothing: a bonus is claimed with a deposit or an activation, gated then), and
 * giving a bonus up.
 */
const OPEN_MONEY_ROUTES = [
  'POST /api/bonuses/mine/:id/cancel',
  'GET /api/payments/deposits/:id',
  'GET /api/wallet/bonus-account',
  'GET /api/bonuses/promotions',
  'GET /api/bonuses/welcome',
  'GET /api/bonuses/deposit-offer',
  'GET /api/bonuses/promotions/:slug',
  'GET /api/bonuses/mine',
  // Free spins are played by launching their games, which is gated.
  'GET /api/bonuses/free-spins',
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MONEY_IN = /deposit|bonus|launch/i;

interface SeenRoute {
  access: Access | undefined;
  countryGate: CountryGate | undefined;
}

describe.each(databaseKinds)('country gate in production on %s', (kind) => {
  const routes = new Map<string, SeenRoute>();
  const test = useTestApp(kind, {
    config: { ...PRODUCTION_BLOCKING_FRANCE, ...MANY_REGISTRATIONS, RATE_LIMIT_PER_MINUTE: '100000' },
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (route.url.startsWith('/api/') && method !== 'HEAD')
          routes.set(`${method} ${route.url}`, {
            access: route.config?.access,
            countryGate: route.config?.countryGate,
          });
    },
  });

  it('closes exactly the documented routes, and leaves every other player write open on purpose', () => {
    expect(routes.size).toBeGreaterThan(30);
    const gated = [...routes].filter(([, route]) => route.countryGate).map(([name]) => name);
    expect(gated.sort()).toEqual(COUNTRY_GATED);
    const playerReachable = ([, route]: [string, SeenRoute]) =>
      route.access === 'public' || route.access === 'signed-in';
    const unclassifiedWrites = [...routes]
      .filter(playerReachable)
      .map(([name]) => name)
      .filter((name) => !READS.has(name.split(' ')[0] ?? ''))
      .filter((name) => !COUNTRY_GATED.includes(name) && !(name in OPEN_WRITES));
    expect(unclassifiedWrites).toEqual([]);
    const ungatedMoneyRoutes = [...routes]
      .filter(playerReachable)
      .map(([name]) => name)
      .filter((name) => MONEY_IN.test(name) && !COUNTRY_GATED.includes(name))
      .filter((name) => !OPEN_MONEY_ROUTES.includes(name));
    expect(ungatedMoneyRoutes).toEqual([]);
    expect(Object.keys(OPEN_WRITES).filter((name) => !routes.has(name))).toEqual([]);
  });

  const deposits = [
    ['bank', '/api/payments/deposits', { methodId: 'card', amount: 2000 }],
    ['crypto', '/api/payments/crypto/deposits', { asset: 'BTC', amount: 2000 }],
  ] as const;

  it.each(deposits)(
    'refuses a %s deposit from a blocked country with 403 country_blocked, recording nothing',
    async (_method, url, body) => {
      const player = await registerPlayer(test.app);
      await completeProfile(test.app, player);
      const refused = await callFrom(test.app, FRENCH_ADDRESS, player, 'POST', url, {
        ...body,
        idempotencyKey: newKey('blocked'),
      });
      expect(refusalOf(refused)).toEqual({ status: 403, code: 'country_blocked' });
      const depositsOf = () =>
        test.database.db.select().from(paymentDeposits).where(eq(paymentDeposits.userId, player.userId));
      expect(await depositsOf()).toEqual([]);

      // The same player from a country that is not blocked: the deposit starts.
      const allowed = await callFrom(test.app, GERMAN_ADDRESS, player, 'POST', url, {
        ...body,
        idempotencyKey: newKey('allowed'),
      });
      expect(allowed.statusCode).toBe(201);
      expect(await depositsOf()).toHaveLength(1);
    },
  );

  it('refuses the claim of a bonus link from a blocked country, granting nothing; the same claim from elsewhere grants it', async () => {
    const admin = await registerWithRole(test.app, test.database.db, 'admin');
    const link = giftCampaign({ kind: 'link' }, undefined, { listed: false });
    const created = await call(test.app, admin, 'POST', '/api/staff/bonuses/campaigns', link);
    expect(created.statusCode, created.body).toBe(201);
    const player = await registerPlayer(test.app);
    const url = `/api/bonuses/promotions/${link.slug}/claim`;
    const refused = await callFrom(test.app, FRENCH_ADDRESS, player, 'POST', url);
    expect(refusalOf(refused)).toEqual({ status: 403, code: 'country_blocked' });
    const bonuses = await callFrom(test.app, GERMAN_ADDRESS, player, 'GET', '/api/bonuses/mine');
    expect(bonuses.json<MyBonuses>().active).toBeNull();
    const claimed = await callFrom(test.app, GERMAN_ADDRESS, player, 'POST', url);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json<ClaimPromotionAnswer>()).toMatchObject({
      granted: true,
      bonuses: { active: { amount: 1_000 } },
    });
  });

  it('answers a guest 401 and a write without its CSRF token 403 csrf_failed, before the country', async () => {
    const [, url, body] = deposits[0];
    const payload = { ...body, idempotencyKey: newKey('guest') };
    expect(refusalOf(await callFrom(test.app, FRENCH_ADDRESS, undefined, 'POST', url, payload))).toEqual({
      status: 401,
      code: 'unauthorized',
    });
    const player = await registerPlayer(test.app);
    const withoutCsrf = await test.app.inject({
      method: 'POST',
      url,
      remoteAddress: FRENCH_ADDRESS,
      cookies: player.cookies,
      payload,
    });
    expect(refusalOf(withoutCsrf)).toEqual({ status: 403, code: 'csrf_failed' });
  });

  it('lets a player in a blocked country sign in, withdraw, read their history and sign out', async () => {
    const registered = await registerPlayer(test.app);
    await markVerified(test.database.db, registered.userId);
    await fund(test.platform, registered.userId, 5_000);

    const signedIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: FRENCH_ADDRESS,
      payload: { email: registered.email, password: registered.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const player = sessionFrom(signedIn, registered.email);
    const from = (method: 'GET' | 'POST', url: string, payload?: object) =>
      callFrom(test.app, FRENCH_ADDRESS, player, method, url, payload);

    const withdrawal = await from('POST', '/api/payments/withdrawals', bankWithdrawal(3_000));
    expect(withdrawal.statusCode).toBe(201);
    expect(withdrawal.json<Withdrawal>()).toMatchObject({ status: 'pending', amount: 3_000 });
    expect((await from('GET', '/api/wallet/balance')).json<ShortBalance>().balanceMain).toBe(2_000);
    const history = await from('GET', '/api/wallet/payment-history');
    expect(history.json<TransactionPage>().items.map((row) => row.type)).toContain('withdraw');
    for (const url of [
      '/api/wallet/game-transactions',
      '/api/wallet/balance/full',
      '/api/me',
      '/api/me/sessions',
      '/api/me/verification',
    ])
      expect((await from('GET', url)).statusCode, url).toBe(200);
    expect((await from('POST', '/api/auth/logout')).statusCode).toBe(204);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });
});

describe.each(databaseKinds)('country gate with the development override on %s', (kind) => {
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS });

  it('places every caller in the override country outside production', async () => {
    const player = await registerPlayer(test.app);
    await completeProfile(test.app, player);
    // The same database behind a development server whose override puts every visitor in a blocked country.
    const overridden = await createTestApp(test.database, {
      config: { DEV_COUNTRY_OVERRIDE: 'FR', BLOCKED_COUNTRIES: 'FR' },
    });
    try {
      const response = await call(overridden.app, player, 'POST', '/api/payments/deposits', {
        methodId: 'card',
        amount: 2000,
        idempotencyKey: newKey('override'),
      });
      expect(refusalOf(response)).toEqual({ status: 403, code: 'country_blocked' });
    } finally {
      await overridden.close();
    }
  });
});
