import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '@casino/server-kit';
import { buildApp } from '../../app.ts';
import { createTestDatabase, createTestPlatform, type TestDatabase } from '../../test/test-platform.ts';
import { PLATFORM_ADDRESS_SECRETS } from './log-redaction.ts';

const secret = () => randomBytes(32).toString('base64url');

describe('redactUrl', () => {
  it.each([
    ['/reset-password/abc', `/reset-password/${REDACTED}`],
    ['/de/reset-password/abc?x=1', `/de/reset-password/${REDACTED}?x=1`],
    ['/RESET%2Dpassword/abc/', `/RESET%2Dpassword/${REDACTED}/`],
    ['/reauth/s1?status=ok&session_uuid=u1', `/reauth/${REDACTED}?status=ok&session_uuid=${REDACTED}`],
    ['/faq?account=a1&utm_source=mail', `/faq?account=${REDACTED}&utm_source=mail`],
    ['/x?Access%5Ftoken=t1&token', `/x?Access%5Ftoken=${REDACTED}&token`],
    ['/sandbox-pay/p1', `/sandbox-pay/${REDACTED}`],
    ['/reset-password/', '/reset-password/'],
    ['/games/slots?page=2', '/games/slots?page=2'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url, PLATFORM_ADDRESS_SECRETS)).toBe(logged);
  });
});

describe('access logs of the platform', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('never hold a reset, hand-off, session-return or launch token, in production too', async () => {
    for (const env of ['test', 'production'] as const) {
      const lines: string[] = [];
      const platform = createTestPlatform(database, {
        config: {
          NODE_ENV: env,
          LOG_LEVEL: 'info',
          PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
          PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
          STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
        },
      });
      const app = await buildApp(platform, { logStream: { write: (line) => lines.push(line) } });
      await app.ready();
      const tokens = Array.from({ length: 9 }, secret);
      const handoff = Buffer.from(JSON.stringify({ token: tokens[2], userId: 'u-1' })).toString('base64url');
      for (const url of [
        `/reset-password/${tokens[0]}`,
        `/de/reset-password/${tokens[1]}?utm_source=mail`,
        `/?account=${handoff}`,
        `/reauth/${tokens[3]}?status=ok&session_uuid=${tokens[4]}`,
        `/sandbox-pay/${tokens[5]}`,
        `/api/games?token=${tokens[6]}`,
        `/studio/play/mighty-valhalla?mode=real&token=${tokens[7]}&lang=de`,
        `/reset-password/${tokens[8]}%E0%A4%A`,
      ])
        await app.inject(url);
      await app.close();

      const requestLines = lines.filter((line) => line.includes('"incoming request"'));
      expect(requestLines, env).toHaveLength(8);
      for (const line of requestLines) expect(line, env).toContain(REDACTED);
      for (const token of [...tokens, handoff])
        expect(
          lines.filter((line) => line.includes(token)),
          `${env}: ${token}`,
        ).toEqual([]);
    }
  });
});
