import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody, SessionStateResponse, UserInfo } from '@casino/contracts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  GOOD_PASSWORD,
  MANY_REGISTRATIONS,
  MINUTE,
  login,
  registerPlayer,
  registration,
  testClock,
  uniqueEmail,
} from '../../test/test-accounts.ts';
import { users } from './accounts.tables.ts';

const HOUR = 60 * MINUTE;

describe.each(databaseKinds)('accounts: registration, login and sessions on %s', (kind) => {
  const clock = testClock();
  const test = useTestApp(kind, { clock: clock.now, config: MANY_REGISTRATIONS });

  const register = (payload: object) =>
    test.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;

  describe('registration enforces every §5 rule', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [
        'an email with a disallowed character',
        { email: 'pla+yer@example.com' },
        'validation_failed',
        'validation.invalidEmail',
      ],
      [
        'an email with a space',
        { email: 'pla yer@example.com' },
        'validation_failed',
        'validation.invalidEmail',
      ],
      ['an email without a domain', { email: 'player@' }, 'validation_failed', 'validation.invalidEmail'],
      ['a password of 4 characters', { password: 'Ab1#' }, 'validation_failed', 'validation.passwordLength'],
      [
        'a password of 65 characters',
        { password: `Ab1#${'x'.repeat(61)}` },
        'validation_failed',
        'validation.passwordLength',
      ],
      [
        'a password with a space',
        { password: 'Ab1# cdef' },
        'validation_failed',
        'validation.passwordCharacters',
      ],
      [
        'a password without a digit',
        { password: 'Abcd#efg' },
        'validation_failed',
        'validation.passwordDigit',
      ],
      [
        'a password without a lower-case letter',
        { password: 'ABCD#123' },
        'validation_failed',
        'validation.passwordLower',
      ],
      [
        'a password without an upper-case letter',
        { password: 'abcd#123' },
        'validation_failed',
        'validation.passwordUpper',
      ],
      [
        'a password without a symbol',
        { password: 'Abcd1234' },
        'validation_failed',
        'validation.passwordSymbol',
      ],
      ['terms not accepted', { acceptTerms: false }, 'validation_failed', 'validation.termsRequired'],
      ['no country', { country: '' }, 'validation_failed', 'validation.countryRequired'],
      ['an unknown currency', { currency: 'XXX' }, 'validation_failed', 'validation.required'],
      [
        'a promo code with bad characters',
        { promoCode: 'WELCOME 100!' },
        'validation_failed',
        'validation.invalidCharacters',
      ],
    ];
    it.each(cases)('refuses %s', async (_name, override, code, message) => {
      const response = await register({ ...registration(), ...override });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe(code);
      expect(error.details?.map((detail) => detail.message)).toContain(message);
    });

    it('refuses an unknown country code', async () => {
      const response = await register(registration({ country: 'QQ' }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('unknown_country');
    });

    it.each(['Password1!', 'P@ssw0rd', 'Qwerty123!'])('refuses the common password %s', async (password) => {
      const response = await register(registration({ password }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('common_password');
    });

    it('changes nothing when refused', async () => {
      const email = uniqueEmail();
      await register(registration({ email, password: 'short' }));
      const rows = await test.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    });
  });

  // A sign-up code is checked and granted by the bonus engine (bonuses/grants.int.test.ts).
  it('creates the account with its language and currency, and signs it in', async () => {
    const email = uniqueEmail().toUpperCase();
    const response = await register(registration({ email, currency: 'RON', language: 'ro', country: 'RO' }));
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: UserInfo }>();
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      language: 'ro',
      currency: 'RON',
      country: 'RO',
      role: 'player',
      level: 1,
      points: 0,
      birthday: null,
      verificationStatus: 'not_verified',
    });
    const [row] = await test.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.promoCode).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const session = response.cookies.find((cookie) => cookie.name === 'session');
    const csrf = response.cookies.find((cookie) => cookie.name === 'csrf_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
    expect(session?.secure).toBeFalsy();
  });

  it('refuses a second account with the same address, in any letter case', async () => {
    const player = await registerPlayer(test.app);
    const response = await register(registration({ email: player.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('email_taken');
  });

  it('logs in with a new token each time, and logs out ending the server session', async () => {
    const player = await registerPlayer(test.app);
    const first = await login(test.app, player.email, player.password);
    const second = await login(test.app, player.email.toUpperCase(), player.password);
    expect(first.statusCode).toBe(200);
    const firstToken = first.cookies.find((cookie) => cookie.name === 'session')?.value;
    const secondToken = second.cookies.find((cookie) => cookie.name === 'session')?.value;
    expect(firstToken).toBeTruthy();
    expect(firstToken).not.toBe(secondToken);
    expect(firstToken).not.toBe(player.cookies.session);

    const me = await test.app.inject({ method: 'GET', url: '/api/me', cookies: player.cookies });
    expect(me.json<UserInfo>().email).toBe(player.email);

    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: player.cookies,
      headers: player.headers,
    });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.filter((cookie) => cookie.value === '');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['csrf_token', 'session']);
    const after = await test.app.inject({ method: 'GET', url: '/api/me', cookies: player.cookies });
    expect(after.statusCode).toBe(401);
    const state = await test.app.inject({ method: 'GET', url: '/api/auth/session', cookies: player.cookies });
    expect(state.json<SessionStateResponse>().user).toBeNull();
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const player = await registerPlayer(test.app);
    const wrong = await login(test.app, player.email, 'Wrong#Pass1', '10.0.0.1');
    const unknown = await login(test.app, uniqueEmail('nobody'), GOOD_PASSWORD, '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(errorOf(wrong).code).toBe('invalid_credentials');
  });

  it('refuses a cookie-authenticated write without the CSRF token', async () => {
    const player = await registerPlayer(test.app);
    const missing = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: player.cookies,
    });
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing).code).toBe('csrf_failed');
    const wrong = await test.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      cookies: player.cookies,
      headers: { 'x-csrf-token': 'not-the-token' },
      payload: { language: 'de' },
    });
    expect(wrong.statusCode).toBe(403);
    const still = await test.app.inject({ method: 'GET', url: '/api/me', cookies: player.cookies });
    expect(still.json<UserInfo>().language).toBe('en');
  });

  it('ends a session after 30 idle minutes, and keeps it alive while used', async () => {
    const player = await registerPlayer(test.app);
    const me = () => test.app.inject({ method: 'GET', url: '/api/me', cookies: player.cookies });
    clock.advance(29 * MINUTE);
    expect((await me()).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await me()).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    expect((await me()).statusCode).toBe(401);
  });

  it('ends a session 12 hours after it started, however busy', async () => {
    const player = await registerPlayer(test.app);
    const me = () => test.app.inject({ method: 'GET', url: '/api/me', cookies: player.cookies });
    for (let hour = 0; hour < 11; hour++) {
      for (let step = 0; step < 3; step++) {
        clock.advance(20 * MINUTE);
        expect((await me()).statusCode).toBe(200);
      }
    }
    clock.advance(59 * MINUTE);
    expect((await me()).statusCode).toBe(401);
  });

  it('limits failed logins per client address across accounts', async () => {
    const ip = '10.3.0.1';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(test.app, uniqueEmail('spray'), 'Wrong#Pass1', ip)).statusCode).toBe(401);
    }
    const player = await registerPlayer(test.app);
    const limited = await login(test.app, player.email, player.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login(test.app, player.email, player.password, '10.3.0.2')).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1000);
    expect((await login(test.app, player.email, player.password, ip)).statusCode).toBe(200);
  });

  it('reports the signed-in user on GET /auth/session, null for a guest', async () => {
    const guest = await test.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(guest.json<SessionStateResponse>()).toEqual({ user: null });
    const player = await registerPlayer(test.app);
    const state = await test.app.inject({ method: 'GET', url: '/api/auth/session', cookies: player.cookies });
    expect(state.json<SessionStateResponse>().user?.id).toBe(player.userId);
    clock.advance(HOUR);
  });
});

describe('session cookies behind https', () => {
  const test = useTestApp('pglite', { config: { PUBLIC_URL: 'https://casino.example.com' } });

  it('are Secure', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(),
    });
    expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true);
  });
});
