import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody, HandoffPreview, UserInfo } from '@casino/contracts';
import { createMailer } from '../../platform/mailer/mailer.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  MANY_REGISTRATIONS,
  MINUTE,
  registerPlayer,
  sessionFrom,
  testClock,
  type TestSession,
} from '../../test/test-accounts.ts';
import { createAccounts } from './accounts.module.ts';
import { oneTimeTokens } from './accounts.tables.ts';
import { hashToken } from './tokens.ts';

describe.each(databaseKinds)('accounts: no forced sign-in through hand-off links on %s', (kind) => {
  const clock = testClock();
  const test = useTestApp(kind, { clock: clock.now, config: MANY_REGISTRATIONS });

  let addresses = 0;
  /** Each test calls from its own address, so that the per-address limit of links stays out of the way. */
  const newAddress = () => `198.18.0.${++addresses}`;
  const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;

  /** A POST as a browser makes it: with the session's cookie and CSRF header when it is signed in. */
  const post = (url: string, payload: object, remoteAddress: string, browser?: TestSession) =>
    test.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      ...(browser ? { cookies: browser.cookies, headers: browser.headers } : {}),
    });
  const whoIs = async (browser: TestSession) => {
    const response = await test.app.inject({ method: 'GET', url: '/api/me', cookies: browser.cookies });
    return response.statusCode === 200 ? response.json<UserInfo>().id : null;
  };
  const isUnused = async (token: string) => {
    const [row] = await test.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    return row !== undefined && row.usedAt === null;
  };

  async function handoffToken(owner: TestSession): Promise<string> {
    const issued = await test.app.inject({
      method: 'POST',
      url: '/api/auth/handoff-token',
      cookies: owner.cookies,
      headers: owner.headers,
    });
    return issued.json<{ token: string }>().token;
  }

  /** Session-return tokens are issued by modules that send a player away, not through a route. */
  async function sessionReturnToken(owner: TestSession): Promise<string> {
    const mailer = createMailer({ db: test.database.db, config: test.platform.config, log: test.app.log });
    const accounts = createAccounts(test.platform, { mailer, verificationStatusOf: async () => 'verified' });
    return (await accounts.auth.issueSessionReturnToken(owner.userId)).token;
  }

  const kinds = [
    {
      name: 'an `account` hand-off token',
      exchange: '/api/auth/handoff',
      preview: '/api/auth/handoff/preview',
      issue: handoffToken,
      body: (token: string) => ({ token }),
    },
    {
      name: 'a session-return token',
      exchange: '/api/auth/session-return',
      preview: '/api/auth/session-return/preview',
      issue: sessionReturnToken,
      body: (token: string) => ({ sessionUuid: token }),
    },
  ];

  describe.each(kinds)('$name', ({ exchange, preview, issue, body }) => {
    it('never switches a browser signed in as another player without the confirmation', async () => {
      const attacker = await registerPlayer(test.app);
      const victim = await registerPlayer(test.app);
      const token = await issue(attacker);

      const forced = await post(exchange, body(token), newAddress(), victim);
      expect(forced.statusCode).toBe(409);
      expect(errorOf(forced).code).toBe('confirmation_required');
      expect(forced.cookies).toEqual([]);
      expect(await whoIs(victim)).toBe(victim.userId);
      expect(await whoIs(attacker)).toBe(attacker.userId);
      expect(await isUnused(token)).toBe(true);
    });

    it('refuses a confirmation that comes without the CSRF token', async () => {
      const attacker = await registerPlayer(test.app);
      const victim = await registerPlayer(test.app);
      const token = await issue(attacker);

      const crossSite = await test.app.inject({
        method: 'POST',
        url: exchange,
        payload: { ...body(token), confirm: true },
        cookies: victim.cookies,
        remoteAddress: newAddress(),
      });
      expect(crossSite.statusCode).toBe(403);
      expect(errorOf(crossSite).code).toBe('csrf_failed');
      expect(await whoIs(victim)).toBe(victim.userId);
      expect(await isUnused(token)).toBe(true);
    });

    it('switches with the confirmation, ending the session it replaces', async () => {
      const owner = await registerPlayer(test.app);
      const other = await registerPlayer(test.app);
      const token = await issue(owner);

      const confirmed = await post(exchange, { ...body(token), confirm: true }, newAddress(), other);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<{ user: UserInfo }>().user.id).toBe(owner.userId);
      expect(await whoIs(sessionFrom(confirmed, owner.email))).toBe(owner.userId);
      expect(await whoIs(other)).toBeNull();
      expect(await isUnused(token)).toBe(false);
    });

    it('gives a browser already signed in as the same account a fresh session without asking', async () => {
      const player = await registerPlayer(test.app);
      const token = await issue(player);

      const shown = await post(preview, body(token), newAddress(), player);
      expect(shown.json<HandoffPreview>().sameAccount).toBe(true);
      const fresh = await post(exchange, body(token), newAddress(), player);
      expect(fresh.statusCode).toBe(200);
      const renewed = sessionFrom(fresh, player.email);
      expect(renewed.cookies.session).not.toBe(player.cookies.session);
      expect(await whoIs(renewed)).toBe(player.userId);
      expect(await whoIs(player)).toBeNull();
    });

    it('lets a guest in with the token, once', async () => {
      const player = await registerPlayer(test.app);
      const token = await issue(player);
      const address = newAddress();
      const first = await post(exchange, body(token), address);
      expect(first.statusCode).toBe(200);
      expect(first.json<{ user: UserInfo }>().user.id).toBe(player.userId);
      expect(errorOf(await post(exchange, body(token), address)).code).toBe('invalid_token');
    });

    it('previews the masked account without using the token', async () => {
      const owner = await registerPlayer(test.app);
      const other = await registerPlayer(test.app);
      const token = await issue(owner);
      const address = newAddress();

      const asGuest = await post(preview, body(token), address);
      expect(asGuest.statusCode).toBe(200);
      expect(asGuest.headers['cache-control']).toBe('no-store');
      expect(asGuest.json<HandoffPreview>()).toEqual({
        maskedEmail: `${owner.email.slice(0, 1)}***@example.com`,
        sameAccount: false,
      });
      expect((await post(preview, body(token), address, other)).json<HandoffPreview>().sameAccount).toBe(
        false,
      );
      expect(await isUnused(token)).toBe(true);
    });

    it('previews an unknown, spent or expired token with the same invalid_token answer', async () => {
      const player = await registerPlayer(test.app);
      const address = newAddress();
      const spent = await issue(player);
      await post(exchange, body(spent), address);
      const expired = await issue(player);
      clock.advance(15 * MINUTE + 1000);

      const answers = await Promise.all(
        ['x'.repeat(43), spent, expired].map((token) => post(preview, body(token), address)),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual(answers[0]?.json());
        expect(errorOf(answer).code).toBe('invalid_token');
      }
    });
  });

  it('limits previews and exchanges of links to 30 per 15 minutes per address', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 30; attempt++) {
      const path = attempt % 2 === 0 ? '/api/auth/handoff/preview' : '/api/auth/session-return';
      const payload = attempt % 2 === 0 ? { token: 'x'.repeat(43) } : { sessionUuid: 'x'.repeat(43) };
      expect((await post(path, payload, address)).statusCode).toBe(400);
    }
    const limited = await post('/api/auth/handoff', { token: 'x'.repeat(43) }, address);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await post('/api/auth/handoff', { token: 'x'.repeat(43) }, newAddress())).statusCode).toBe(400);
  });
});
