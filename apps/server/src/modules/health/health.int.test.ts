import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-platform.ts';

describe('health', () => {
  const test = useTestApp('pglite', {
    config: {
      NODE_ENV: 'production',
      PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
      RATE_LIMIT_PER_MINUTE: '3',
    },
  });
  const from = (url: string, remoteAddress: string) => test.app.inject({ method: 'GET', url, remoteAddress });

  it('still answers 200 to an address that has used up its rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await from('/api/auth/session', '198.51.100.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 5; i += 1) {
      const health = await from('/api/health', '198.51.100.9');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', database: { ok: true } });
    }
  });
});
