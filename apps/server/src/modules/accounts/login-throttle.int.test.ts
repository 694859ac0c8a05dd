import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody } from '@casino/contracts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  MANY_REGISTRATIONS,
  MINUTE,
  login,
  pacedWrongLogins,
  registerPlayer,
  testClock,
  uniqueEmail,
  type TestSession,
} from '../../test/test-accounts.ts';
import { authAttempts } from './accounts.tables.ts';

const NEW_PASSWORD = 'Brand#New42';
const WRONG_PASSWORD = 'Wrong#Pass1';
const SECOND = 1000;

describe.each(databaseKinds)('accounts: login throttling on %s', (kind) => {
  const clock = testClock();
  const test = useTestApp(kind, { clock: clock.now, config: MANY_REGISTRATIONS });

  const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;
  const retryAfter = (response: { headers: Record<string, unknown> }) =>
    Number(response.headers['retry-after']);
  const changePassword = (session: TestSession, oldPassword: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/me/password',
      cookies: session.cookies,
      headers: session.headers,
      payload: { oldPassword, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
  const countedFailures = async (email: string) =>
    (
      await test.database.db
        .select()
        .from(authAttempts)
        .where(eq(authAttempts.key, `login:account:${email}`))
    ).length;

  it('stops a pair of account and address after 5 failures, and only that pair', async () => {
    const player = await registerPlayer(test.app);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(test.app, player.email, WRONG_PASSWORD, '10.70.0.1')).statusCode).toBe(401);

    const stopped = await login(test.app, player.email, player.password, '10.70.0.1');
    expect(stopped.statusCode).toBe(429);
    expect(errorOf(stopped).code).toBe('rate_limited');
    expect(retryAfter(stopped)).toBeGreaterThan(14 * 60);
    // The owner, from the address they signed up from, is not kept waiting by the stranger's failures.
    expect((await login(test.app, player.email, player.password)).statusCode).toBe(200);
    expect(errorOf(await login(test.app, player.email, player.password, '10.70.0.1')).code).toBe(
      'rate_limited',
    );
    clock.advance(15 * MINUTE + SECOND);
    expect((await login(test.app, player.email, player.password, '10.70.0.1')).statusCode).toBe(200);
  });

  it('slows an account down after 5 failures by 1, 2, 4 … 60 seconds, never longer', async () => {
    const player = await registerPlayer(test.app);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(test.app, player.email, WRONG_PASSWORD, `10.71.0.${attempt}`)).statusCode).toBe(
        401,
      );
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const address = `10.71.1.${attempt}`;
      const early = await login(test.app, player.email, WRONG_PASSWORD, address);
      expect(early.statusCode).toBe(429);
      expect(errorOf(early).code).toBe('account_throttled');
      waits.push(retryAfter(early));
      clock.advance((retryAfter(early) - 1) * SECOND);
      expect(errorOf(await login(test.app, player.email, WRONG_PASSWORD, address)).code).toBe(
        'account_throttled',
      );
      clock.advance(SECOND);
      expect((await login(test.app, player.email, WRONG_PASSWORD, address)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    // Refused attempts were not counted: only the 13 failures are.
    expect(await countedFailures(player.email)).toBe(13);
    clock.advance(15 * MINUTE);
  });

  it('lets the owner in after twenty wrong passwords from twenty addresses', async () => {
    const player = await registerPlayer(test.app);
    await pacedWrongLogins(test.app, clock, player.email, 20, '10.72.0');
    expect(await countedFailures(player.email)).toBe(20);

    // From the address the owner signed in from before: at once.
    expect((await login(test.app, player.email, player.password)).statusCode).toBe(200);

    // From an address new to the account: after the longest wait at most.
    await pacedWrongLogins(test.app, clock, player.email, 20, '10.72.1');
    const fromNewAddress = await login(test.app, player.email, player.password, '10.72.2.1');
    expect(fromNewAddress.statusCode).toBe(429);
    expect(errorOf(fromNewAddress).code).toBe('account_throttled');
    expect(retryAfter(fromNewAddress)).toBeLessThanOrEqual(60);
    clock.advance(retryAfter(fromNewAddress) * SECOND);
    expect((await login(test.app, player.email, player.password, '10.72.2.1')).statusCode).toBe(200);
    // The right password forgives the strangers' failures.
    expect(await countedFailures(player.email)).toBe(0);
  });

  it('throttles an unknown address exactly like an account', async () => {
    const player = await registerPlayer(test.app);
    const ghost = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 5; attempt++) {
      await login(test.app, player.email, WRONG_PASSWORD, `10.73.0.${attempt}`);
      await login(test.app, ghost, WRONG_PASSWORD, `10.73.1.${attempt}`);
    }
    const known = await login(test.app, player.email, WRONG_PASSWORD, '10.73.2.1');
    const unknown = await login(test.app, ghost, WRONG_PASSWORD, '10.73.2.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    expect(errorOf(known).code).toBe('account_throttled');
  });

  it('counts wrong old passwords of a password change with the failed logins of that address', async () => {
    const player = await registerPlayer(test.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await changePassword(player, WRONG_PASSWORD);
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('wrong_password');
    }
    // A stolen session cannot go on guessing, not even through the login form of the same address.
    const stopped = await changePassword(player, player.password);
    expect(stopped.statusCode).toBe(429);
    expect(errorOf(stopped).code).toBe('rate_limited');
    expect(retryAfter(stopped)).toBeGreaterThan(14 * 60);
    expect(errorOf(await login(test.app, player.email, player.password)).code).toBe('rate_limited');

    clock.advance(15 * MINUTE + SECOND);
    expect((await changePassword(player, player.password)).statusCode).toBe(204);
    expect((await login(test.app, player.email, NEW_PASSWORD, '10.74.0.9')).statusCode).toBe(200);
  });

  it('counts wrong old passwords toward the slowdown of the account', async () => {
    const player = await registerPlayer(test.app);
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await login(test.app, player.email, WRONG_PASSWORD, `10.75.0.${attempt}`)).statusCode).toBe(
        401,
      );
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await changePassword(player, WRONG_PASSWORD)).statusCode).toBe(400);
    const slowed = await login(test.app, player.email, player.password, '10.75.1.1');
    expect(errorOf(slowed).code).toBe('account_throttled');
    expect(retryAfter(slowed)).toBe(1);
    clock.advance(SECOND);
    expect((await login(test.app, player.email, player.password, '10.75.1.1')).statusCode).toBe(200);
  });

  it("lets the owner's session change the password while strangers slow the account down", async () => {
    const player = await registerPlayer(test.app);
    await pacedWrongLogins(test.app, clock, player.email, 12, '10.76.0');
    expect((await changePassword(player, player.password)).statusCode).toBe(204);
  });

  it('clears the count when the old password is right', async () => {
    const player = await registerPlayer(test.app);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await changePassword(player, WRONG_PASSWORD)).statusCode).toBe(400);
    expect((await changePassword(player, player.password)).statusCode).toBe(204);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await login(test.app, player.email, WRONG_PASSWORD, `10.77.0.${attempt}`)).statusCode).toBe(
        401,
      );
    expect((await login(test.app, player.email, NEW_PASSWORD, '10.77.0.9')).statusCode).toBe(200);
  });

  it('lets at most 5 of 20 simultaneous wrong-password logins through before slowing down', async () => {
    const player = await registerPlayer(test.app);
    // Distinct addresses, so that only the account's slowdown can stop them.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(test.app, player.email, WRONG_PASSWORD, `10.78.0.${index}`),
      ),
    );
    const codes = responses.map((response) => errorOf(response).code);
    const failures = codes.filter((code) => code === 'invalid_credentials').length;
    expect(failures).toBeGreaterThan(0);
    expect(failures).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 'account_throttled')).toHaveLength(20 - failures);
    expect(await countedFailures(player.email)).toBe(failures);

    // Refused attempts are not counted: the slowdown starts after exactly 5 failures, however they arrived.
    for (let attempt = failures; attempt < 5; attempt++)
      expect((await login(test.app, player.email, WRONG_PASSWORD, '10.78.1.1')).statusCode).toBe(401);
    const slowed = await login(test.app, player.email, player.password, '10.78.1.2');
    expect(errorOf(slowed).code).toBe('account_throttled');
    clock.advance(retryAfter(slowed) * SECOND);
    expect((await login(test.app, player.email, player.password, '10.78.1.2')).statusCode).toBe(200);
  });
});
