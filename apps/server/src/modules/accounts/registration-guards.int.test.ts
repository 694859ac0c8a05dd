import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody } from '@casino/contracts';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  type TestApp,
  type TestDatabase,
} from '../../test/test-platform.ts';
import {
  MANY_REGISTRATIONS,
  MINUTE,
  registration,
  testClock,
  uniqueEmail,
} from '../../test/test-accounts.ts';
import { users } from './accounts.tables.ts';

/** Public addresses the bundled GeoIP database places in a country. */
const IN_GERMANY = '194.25.0.68';
const IN_THE_US = '8.8.8.8';

describe.each(databaseKinds)('accounts: registration limit and blocked countries on %s', (kind) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const clock = testClock();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  async function appWith(config: Record<string, string> = {}): Promise<TestApp> {
    const test = await createTestApp(database, { clock: clock.now, config });
    apps.push(test);
    return test;
  }
  const register = (test: TestApp, payload: object, remoteAddress = '127.0.0.1') =>
    test.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;
  const accountsWith = (email: string) => database.db.select().from(users).where(eq(users.email, email));

  describe('registration limit per client address', () => {
    it('counts 10 attempts an hour, successful or not, then answers 429 with Retry-After', async () => {
      const test = await appWith();
      const ip = '10.9.0.1';
      const taken = uniqueEmail('taken');
      const attempts = [
        registration({ email: taken }),
        registration({ email: taken }),
        registration({ password: 'short' }),
        registration({ password: 'Password1!' }),
        { ...registration(), acceptTerms: false },
        ...Array.from({ length: 5 }, () => registration()),
      ];
      const statuses: number[] = [];
      for (const payload of attempts) statuses.push((await register(test, payload, ip)).statusCode);
      expect(statuses).toEqual([201, 409, 400, 400, 400, 201, 201, 201, 201, 201]);

      const email = uniqueEmail('eleventh');
      const limited = await register(test, registration({ email }), ip);
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited).code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect(await accountsWith(email)).toHaveLength(0);
      expect((await register(test, { bad: 'body' }, ip)).statusCode).toBe(429);

      expect((await register(test, registration(), '10.9.0.2')).statusCode).toBe(201);
      clock.advance(30 * MINUTE);
      expect((await register(test, registration(), ip)).statusCode).toBe(429);
      clock.advance(30 * MINUTE + 1000);
      expect((await register(test, registration({ email }), ip)).statusCode).toBe(201);
      expect(await accountsWith(email)).toHaveLength(1);
    });

    it('takes its limit from REGISTRATION_LIMIT_PER_HOUR', async () => {
      const test = await appWith({ REGISTRATION_LIMIT_PER_HOUR: '2' });
      const ip = '10.9.1.1';
      expect((await register(test, registration(), ip)).statusCode).toBe(201);
      expect((await register(test, registration(), ip)).statusCode).toBe(201);
      expect((await register(test, registration(), ip)).statusCode).toBe(429);
      clock.advance(61 * MINUTE);
    });
  });

  describe('blocked countries', () => {
    const blocked = { ...MANY_REGISTRATIONS, BLOCKED_COUNTRIES: 'RO, USA' };

    it('refuses a declared country that is blocked, and creates nothing', async () => {
      const test = await appWith(blocked);
      const email = uniqueEmail('declared');
      const response = await register(test, registration({ email, country: 'RO' }), IN_GERMANY);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('country_blocked');
      expect(response.cookies).toHaveLength(0);
      expect(await accountsWith(email)).toHaveLength(0);
    });

    it('refuses a caller located in a blocked country, whatever country they declare', async () => {
      const test = await appWith(blocked);
      const email = uniqueEmail('located');
      const response = await register(test, registration({ email, country: 'DE' }), IN_THE_US);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('country_blocked');
      expect(await accountsWith(email)).toHaveLength(0);
      expect((await register(test, registration({ email, country: 'DE' }), IN_GERMANY)).statusCode).toBe(201);
    });

    it('locates the caller through DEV_COUNTRY_OVERRIDE in development', async () => {
      const test = await appWith({ ...blocked, DEV_COUNTRY_OVERRIDE: 'ro' });
      const email = uniqueEmail('override');
      const response = await register(test, registration({ email, country: 'DE' }));
      expect(errorOf(response).code).toBe('country_blocked');
      expect(await accountsWith(email)).toHaveLength(0);
    });
  });

  describe('the UK offer (§4)', () => {
    it('holds a UK visitor without a referral to EUR, and lets one who came through a referral link choose', async () => {
      const test = await appWith({ ...MANY_REGISTRATIONS, DEV_COUNTRY_OVERRIDE: 'GB' });
      const refused = await register(test, registration({ currency: 'GBP', country: 'GB' }));
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe('currency_not_offered');
      // A code that names no account is no referral.
      const unknownCode = await register(
        test,
        registration({ currency: 'GBP', country: 'GB', referralCode: 'NOSUCHCODE' }),
      );
      expect(errorOf(unknownCode).code).toBe('currency_not_offered');
      const referrerEmail = uniqueEmail('referrer');
      expect((await register(test, registration({ email: referrerEmail, country: 'GB' }))).statusCode).toBe(
        201,
      );
      const [referrer] = await accountsWith(referrerEmail);
      if (!referrer) throw new Error('the referrer was not created');
      const referredEmail = uniqueEmail('referred');
      const referred = await register(
        test,
        registration({
          email: referredEmail,
          currency: 'GBP',
          country: 'GB',
          referralCode: referrer.referralCode.toLowerCase(),
        }),
      );
      expect(referred.statusCode).toBe(201);
      expect((await accountsWith(referredEmail))[0]).toMatchObject({
        currency: 'GBP',
        referredBy: referrer.id,
      });
    });

    it('offers every currency to a visitor from elsewhere', async () => {
      const test = await appWith({ ...MANY_REGISTRATIONS, DEV_COUNTRY_OVERRIDE: 'DE' });
      expect((await register(test, registration({ currency: 'GBP', country: 'GB' }))).statusCode).toBe(201);
    });
  });
});
