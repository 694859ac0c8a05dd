import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MANY_REGISTRATIONS, login, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';

/**
 * `accounts.first-sign-in` (docs/bonuses.md, Triggers): written with the session of the account's first sign-in
 * through the login form, once; the registration's session and a hand-off link are no sign-in of that kind.
 */
describe.each(databaseKinds)('accounts: the first sign-in on %s', (kind) => {
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS });

  /** How many events of the type the player's stream holds. */
  async function eventsOf(userId: string, type: string): Promise<number> {
    const result = await test.database.db.execute(
      sql`select count(*)::int as count from domain_events where user_id = ${userId} and type = ${type}`,
    );
    return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? -1;
  }

  const signIn = async (player: TestSession & { password: string }) =>
    (await login(test.app, player.email, player.password)).statusCode;

  it('is the first login after the sign-up, told once', async () => {
    const player = await registerPlayer(test.app);
    expect(await eventsOf(player.userId, 'accounts.registered')).toBe(1);
    expect(await eventsOf(player.userId, 'accounts.first-sign-in')).toBe(0);
    expect(await signIn(player)).toBe(200);
    expect(await eventsOf(player.userId, 'accounts.first-sign-in')).toBe(1);
    expect(await signIn(player)).toBe(200);
    expect(await eventsOf(player.userId, 'accounts.first-sign-in')).toBe(1);
  });

  it('is told once when logins of a new account come at the same moment', async () => {
    const player = await registerPlayer(test.app);
    // From three addresses: the throttle may still refuse one of them, never all.
    const statuses = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map(
        async (address) => (await login(test.app, player.email, player.password, address)).statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(await eventsOf(player.userId, 'accounts.first-sign-in')).toBe(1);
  });

  it('is not a wrong password, nor a session opened through a hand-off link', async () => {
    const player = await registerPlayer(test.app);
    expect((await login(test.app, player.email, 'Wrong#Pass1')).statusCode).toBe(401);
    const issued = await test.app.inject({
      method: 'POST',
      url: '/api/auth/handoff-token',
      cookies: player.cookies,
      headers: player.headers,
    });
    const { token } = issued.json<{ token: string }>();
    const exchanged = await test.app.inject({ method: 'POST', url: '/api/auth/handoff', payload: { token } });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(await eventsOf(player.userId, 'accounts.first-sign-in')).toBe(0);
  });
});
