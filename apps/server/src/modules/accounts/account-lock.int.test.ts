import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody } from '@casino/contracts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  MANY_REGISTRATIONS,
  MINUTE,
  login,
  registerPlayer,
  testClock,
  type TestSession,
} from '../../test/test-accounts.ts';
import { authAttempts } from './accounts.tables.ts';

const NEW_PASSWORD = 'Brand#New42';
const WRONG_PASSWORD = 'Wrong#Pass1';

describe.each(databaseKinds)('accounts: the failure lock on %s', (kind) => {
  const clock = testClock();
  const test = useTestApp(kind, { clock: clock.now, config: MANY_REGISTRATIONS });

  const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;
  const changePassword = (session: TestSession, oldPassword: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/me/password',
      cookies: session.cookies,
      headers: session.headers,
      payload: { oldPassword, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });

  it('counts wrong old passwords of a password change with failed logins, and locks both', async () => {
    const player = await registerPlayer(test.app);
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await login(test.app, player.email, WRONG_PASSWORD, `10.60.0.${attempt}`)).statusCode).toBe(
        401,
      );
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await changePassword(player, WRONG_PASSWORD);
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('wrong_password');
    }

    const locked = await changePassword(player, player.password);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).code).toBe('account_locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const lockedLogin = await login(test.app, player.email, player.password, '10.60.0.9');
    expect(errorOf(lockedLogin).code).toBe('account_locked');

    clock.advance(10 * MINUTE);
    expect(errorOf(await changePassword(player, player.password)).code).toBe('account_locked');
    clock.advance(5 * MINUTE + 1000);
    expect((await changePassword(player, player.password)).statusCode).toBe(204);
    expect((await login(test.app, player.email, NEW_PASSWORD, '10.60.0.9')).statusCode).toBe(200);
  });

  it('clears the count when the old password is right', async () => {
    const player = await registerPlayer(test.app);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await changePassword(player, WRONG_PASSWORD)).statusCode).toBe(400);
    const changed = await changePassword(player, player.password);
    expect(changed.statusCode).toBe(204);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await login(test.app, player.email, WRONG_PASSWORD, `10.61.0.${attempt}`)).statusCode).toBe(
        401,
      );
    expect((await login(test.app, player.email, NEW_PASSWORD, '10.61.0.9')).statusCode).toBe(200);
  });

  it('lets at most 5 of 20 simultaneous wrong-password logins through before locking', async () => {
    const player = await registerPlayer(test.app);
    // Distinct addresses, so that only the account's lock can stop them.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(test.app, player.email, WRONG_PASSWORD, `10.62.0.${index}`),
      ),
    );
    const codes = responses.map((response) => errorOf(response).code);
    const failures = codes.filter((code) => code === 'invalid_credentials').length;
    expect(failures).toBeGreaterThan(0);
    expect(failures).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 'account_locked')).toHaveLength(20 - failures);

    const counted = await test.database.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, `login:account:${player.email}`));
    expect(counted).toHaveLength(failures);
    // Refused attempts are not counted: the lock closes after exactly 5 failures, however they arrived.
    for (let attempt = failures; attempt < 5; attempt++)
      expect((await login(test.app, player.email, WRONG_PASSWORD, '10.62.1.1')).statusCode).toBe(401);
    const locked = await login(test.app, player.email, player.password, '10.62.1.1');
    expect(errorOf(locked).code).toBe('account_locked');
    clock.advance(15 * MINUTE + 1000);
    expect((await login(test.app, player.email, player.password, '10.62.1.1')).statusCode).toBe(200);
  });
});
