import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody, UserInfo } from '@casino/contracts';
import { mailOutbox } from '../../platform/mailer/mailer.tables.ts';
import { useTestApp } from '../../test/test-platform.ts';
import {
  MANY_REGISTRATIONS,
  login,
  pacedWrongLogins,
  registerPlayer,
  testClock,
  uniqueEmail,
} from '../../test/test-accounts.ts';

/** The production configuration with what it requires: https, its own secrets, a demo payment sandbox. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://casino.example.com',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
  STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
  ...MANY_REGISTRATIONS,
};

describe('accounts in production mode', () => {
  const clock = testClock();
  const test = useTestApp('pglite', { clock: clock.now, config: PRODUCTION });
  const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;

  it('never switches a signed-in browser to the account of a link without confirmation', async () => {
    const attacker = await registerPlayer(test.app);
    const victim = await registerPlayer(test.app);
    const issued = await test.app.inject({
      method: 'POST',
      url: '/api/auth/handoff-token',
      cookies: attacker.cookies,
      headers: attacker.headers,
    });
    const { token } = issued.json<{ token: string }>();
    const exchange = (confirm: boolean) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/handoff',
        payload: { token, ...(confirm ? { confirm } : {}) },
        cookies: victim.cookies,
        headers: victim.headers,
      });

    expect(errorOf(await exchange(false)).code).toBe('confirmation_required');
    const me = await test.app.inject({ method: 'GET', url: '/api/me', cookies: victim.cookies });
    expect(me.json<UserInfo>().id).toBe(victim.userId);
    const confirmed = await exchange(true);
    expect(confirmed.json<{ user: UserInfo }>().user.id).toBe(attacker.userId);
  });

  it('lets the owner in at once after twenty wrong passwords from twenty addresses', async () => {
    const player = await registerPlayer(test.app);
    await pacedWrongLogins(test.app, clock, player.email, 20, '10.90.0');
    expect((await login(test.app, player.email, player.password)).statusCode).toBe(200);
  });

  it('answers a password reset at once and writes the mail to the outbox afterwards', async () => {
    const player = await registerPlayer(test.app);
    const request = (email: string) =>
      test.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    const known = await request(player.email);
    const unknown = await request(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await vi.waitFor(
      async () => {
        const mails = await test.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, player.email));
        expect(mails).toHaveLength(1);
      },
      { timeout: 5000, interval: 20 },
    );
  });
});
