import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HealthResponse } from '@casino/contracts';
import { createDomainEventDispatcher } from '../../platform/events/dispatcher.ts';
import {
  recordingSubscriber,
  roundClosed,
  silentLog,
  TEST_TIMING,
  writeEvents,
} from '../../platform/events/events.test-support.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';

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

describe.each(databaseKinds)('health on %s', (kind) => {
  const test = useTestApp(kind);
  const health = async () =>
    (await test.app.inject({ method: 'GET', url: '/api/health' })).json<HealthResponse>();

  it('reports how far domain event delivery lags beside the database, bus and version', async () => {
    expect(await health()).toEqual({
      status: 'ok',
      database: { ok: true, driver: kind, latencyMs: expect.any(Number) },
      bus: 'memory',
      version: expect.any(String),
      domainEvents: { undelivered: 0, oldestUndeliveredAgeMs: null },
    });

    const subscriber = recordingSubscriber('health-watcher');
    const dispatcher = createDomainEventDispatcher({
      db: test.platform.db,
      subscribers: [subscriber],
      log: silentLog,
      timing: TEST_TIMING,
    });
    await dispatcher.register();
    await writeEvents(test.platform.db, randomUUID(), [roundClosed(), roundClosed()]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const lagging = (await health()).domainEvents;
    expect(lagging?.undelivered).toBe(2);
    expect(lagging?.oldestUndeliveredAgeMs).toBeGreaterThanOrEqual(20);

    while ((await dispatcher.deliverOnce()) > 0);
    expect(subscriber.received).toHaveLength(2);
    expect((await health()).domainEvents).toEqual({ undelivered: 0, oldestUndeliveredAgeMs: null });
  });
});
