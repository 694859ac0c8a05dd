import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActiveSessionsResponse, VerificationResponse } from '@casino/contracts';
import { users } from './modules/accounts/accounts.tables.ts';
import { verificationAccessCases } from './modules/verification/verification.access-cases.ts';
import { multipartBody, SAMPLES } from './modules/verification/verification.test-support.ts';
import { walletAccessCases } from './modules/wallet/wallet.access-cases.ts';
import { paymentAccessCases } from './modules/payments/payments.access-cases.ts';
import { gameWalletAccessCases } from './modules/game-wallet/game-wallet.access-cases.ts';
import { gameAccessCases } from './modules/games/games.access-cases.ts';
import { winnerAccessCases } from './modules/winners/winners.access-cases.ts';
import { protectionAccessCases } from './modules/protection/protection.access-cases.ts';
import { bonusesAccessCases } from './modules/bonuses/bonuses.access-cases.ts';
import {
  CALLERS,
  everyone,
  signedIn,
  staffOnly,
  type AccessCase,
  type AccessContext,
  type Caller,
} from './test/access-cases.ts';
import {
  GOOD_PASSWORD,
  MANY_REGISTRATIONS,
  registerPlayer,
  uniqueEmail,
  type TestSession,
} from './test/test-accounts.ts';
import { databaseKinds, useTestApp } from './test/test-platform.ts';

const profile = {
  firstName: 'Anna',
  surename: 'Berg',
  postCode: '10115',
  city: 'Berlin',
  address: 'Hauptstrasse 1',
  phonePrefix: '49',
  phone: '1701234567',
  country: 'DE',
  gender: 'f',
  birthday: '1990-05-17',
};
const bogusToken = 'x'.repeat(43);

const cases: AccessCase[] = [
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/content/info-pages',
    url: () => '/api/content/info-pages?lang=en',
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/content/info-pages/:code',
    url: () => '/api/content/info-pages/none?lang=en',
    expect: everyone(404),
  },
  {
    method: 'GET',
    route: '/api/content/seo-pages',
    url: () => '/api/content/seo-pages?lang=en',
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/content/licence',
    url: () => '/api/content/licence?lang=en',
    expect: everyone(404),
  },
  { method: 'GET', route: '/api/content/faq', url: () => '/api/content/faq?lang=en', expect: everyone(200) },
  { method: 'GET', route: '/api/geo', expect: everyone(200) },
  { method: 'GET', route: '/api/countries', expect: everyone(200) },
  { method: 'POST', route: '/api/dev/user-message', body: () => ({}), expect: everyone(202) },
  { method: 'GET', route: '/api/dev/mailbox', expect: everyone(200) },
  { method: 'GET', route: '/api/dev/mailbox/page', expect: everyone(200) },
  { method: 'GET', route: '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', route: '/api/docs', expect: everyone(200) },
  { method: 'GET', route: '/api/docs/docs.css', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/auth/register',
    body: () => ({
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      currency: 'EUR',
      country: 'DE',
      acceptTerms: true,
      language: 'en',
    }),
    expect: everyone(201),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    body: () => ({ email: uniqueEmail(), password: GOOD_PASSWORD }),
    expect: everyone(401),
  },
  { method: 'POST', route: '/api/auth/logout', expect: signedIn(204) },
  { method: 'GET', route: '/api/auth/session', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/auth/password-reset',
    body: () => ({ email: uniqueEmail() }),
    expect: everyone(202),
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset/confirm',
    body: () => ({ token: bogusToken, password: 'Fresh#Pass1', passwordConfirmation: 'Fresh#Pass1' }),
    expect: everyone(400),
  },
  { method: 'POST', route: '/api/auth/handoff-token', expect: signedIn(200) },
  { method: 'POST', route: '/api/auth/handoff', body: () => ({ token: bogusToken }), expect: everyone(400) },
  {
    method: 'POST',
    route: '/api/auth/handoff/preview',
    body: () => ({ token: bogusToken }),
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/session-return',
    body: () => ({ sessionUuid: bogusToken }),
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/session-return/preview',
    body: () => ({ sessionUuid: bogusToken }),
    expect: everyone(400),
  },
  { method: 'GET', route: '/api/me', expect: signedIn(200) },
  { method: 'GET', route: '/api/me/profile', expect: signedIn(200) },
  { method: 'PUT', route: '/api/me/profile', body: () => profile, expect: signedIn(200) },
  { method: 'PUT', route: '/api/me/language', body: () => ({ language: 'de' }), expect: signedIn(204) },
  {
    method: 'POST',
    route: '/api/me/password',
    body: () => ({
      oldPassword: GOOD_PASSWORD,
      password: 'Fresh#Pass1',
      passwordConfirmation: 'Fresh#Pass1',
    }),
    expect: signedIn(204),
  },
  { method: 'GET', route: '/api/me/sessions', expect: signedIn(200) },
  { method: 'DELETE', route: '/api/me/sessions/others', expect: signedIn(200) },
  {
    method: 'DELETE',
    route: '/api/me/sessions/:id',
    url: (context) => `/api/me/sessions/${context.ownerSessionId}`,
    expect: { guest: 401, other: 404, staff: 404, owner: 204 },
  },
  {
    method: 'GET',
    route: '/api/staff/users/:id',
    url: (context) => `/api/staff/users/${context.ownerId}`,
    expect: staffOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/staff/users/:id/role',
    url: (context) => `/api/staff/users/${context.ownerId}/role`,
    body: () => ({ role: 'finance' }),
    expect: staffOnly(403),
  },
  ...verificationAccessCases,
  ...walletAccessCases,
  ...paymentAccessCases,
  ...gameWalletAccessCases,
  ...gameAccessCases,
  ...winnerAccessCases,
  ...protectionAccessCases,
  ...bonusesAccessCases,
];

/** The owner calls last, so that a case that ends or changes something still sees the others refused first. */
const ORDER: readonly Caller[] = ['guest', 'other', 'staff', 'owner'];

describe.each(databaseKinds)('access to every /api route on %s', (kind) => {
  const routes = new Set<string>();
  const test = useTestApp(kind, {
    // Every case signs up three callers and calls from one address: far more than a minute's share of the
    // per-address API rate limit once there are some seventy routes.
    config: { ...MANY_REGISTRATIONS, RATE_LIMIT_PER_MINUTE: '100000' },
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (route.url.startsWith('/api/') && method !== 'HEAD') routes.add(`${method} ${route.url}`);
    },
  });

  it('has a case for every registered route, and no case for a route that does not exist', () => {
    expect(routes.size).toBeGreaterThan(30);
    const covered = new Set(cases.map((row) => `${row.method} ${row.route}`));
    expect([...routes].filter((route) => !covered.has(route)).sort()).toEqual([]);
    expect(cases.map((row) => `${row.method} ${row.route}`).filter((route) => !routes.has(route))).toEqual(
      [],
    );
    expect(CALLERS).toHaveLength(4);
  });

  async function callers(): Promise<Record<Exclude<Caller, 'guest'>, TestSession>> {
    const owner = await registerPlayer(test.app);
    const other = await registerPlayer(test.app);
    const staff = await registerPlayer(test.app);
    await test.database.db.update(users).set({ role: 'support' }).where(eq(users.id, staff.userId));
    return { owner, other, staff };
  }

  /** What the rows refer to, made through the real endpoints as the owner. */
  async function contextOf(owner: TestSession): Promise<AccessContext> {
    const listed = await test.app.inject({ method: 'GET', url: '/api/me/sessions', cookies: owner.cookies });
    const ownerSessionId = listed.json<ActiveSessionsResponse>().items[0]?.id ?? '';
    const file = multipartBody('id.png', SAMPLES.png, 'image/png');
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/api/me/verification/photo_id',
      cookies: owner.cookies,
      headers: { ...owner.headers, ...file.headers },
      payload: file.payload,
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
    const ownerFileId = uploaded.json<VerificationResponse>().files[0]?.id ?? '';
    return { ownerId: owner.userId, ownerSessionId, ownerFileId };
  }

  it.each(cases.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_name, row) => {
    const sessions = await callers();
    const context = await contextOf(sessions.owner);
    const seen: Partial<Record<Caller, number>> = {};
    for (const caller of ORDER) {
      const session = caller === 'guest' ? undefined : sessions[caller];
      const raw = row.payload?.(context);
      const body = raw?.body ?? (row.body?.(context) as object | undefined);
      const response = await test.app.inject({
        method: row.method,
        url: row.url?.(context) ?? row.route,
        headers: { ...session?.headers, ...(raw ? { 'content-type': raw.contentType } : {}) },
        ...(session ? { cookies: session.cookies } : {}),
        ...(body === undefined ? {} : { payload: body }),
      });
      seen[caller] = response.statusCode;
    }
    expect(seen).toEqual(row.expect);
  });
});
