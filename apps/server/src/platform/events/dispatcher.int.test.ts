import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { claimDueStreams, deliveryLag } from './deliveries.repo.ts';
import { createDomainEventDispatcher, type DomainEventSubscriber } from './dispatcher.ts';
import { ringEventsCommitted } from './doorbell.ts';
import {
  eventually,
  pendingDeliveries,
  recordingSubscriber,
  roundClosed,
  silentLog,
  TEST_TIMING,
  writeEvents,
} from './events.test-support.ts';
import { domainEventDeliveries, domainEventSubscribers } from './events.tables.ts';

describe.each(databaseKinds)('domain event dispatcher on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.dispose());
  afterEach(async () => {
    await database.db.execute(sql`delete from domain_event_deliveries`);
    await database.db.execute(sql`delete from domain_event_subscribers`);
  });

  function dispatcherFor(subscribers: DomainEventSubscriber[], timing = TEST_TIMING) {
    return createDomainEventDispatcher({ db: database.db, subscribers, log: silentLog, timing });
  }

  /** Rounds until a round claims nothing. */
  async function drain(dispatcher: ReturnType<typeof dispatcherFor>): Promise<void> {
    while ((await dispatcher.deliverOnce()) > 0);
  }

  it("delivers every event once to each subscriber that wants it, in each player's order", async () => {
    const all = recordingSubscriber('all');
    const wallet = recordingSubscriber('wallet-only', { types: ['wallet.transfer-settled'] });
    const dispatcher = dispatcherFor([all, wallet]);
    await dispatcher.register();
    const [anna, ben] = [randomUUID(), randomUUID()];
    const written: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      written.push(...(await writeEvents(database.db, anna, [roundClosed(), roundClosed()])));
      written.push(...(await writeEvents(database.db, ben, [roundClosed()])));
    }
    written.push(...(await writeEvents(database.db, null, [roundClosed()])));

    await drain(dispatcher);

    expect(all.received.map((event) => event.id).sort()).toEqual([...written].sort());
    expect(wallet.received).toEqual([]);
    for (const player of [anna, ben]) {
      const own = all.received.filter((event) => event.userId === player);
      expect(own.map((event) => event.sequence)).toEqual(own.map((_, index) => index + 1));
      expect(own.map((event) => event.id)).toEqual(written.filter((id) => own.some((e) => e.id === id)));
    }
    const platformOnly = all.received.find((event) => event.userId === null);
    expect(platformOnly).toMatchObject({ type: 'game.round-closed', sequence: null });
    expect(platformOnly?.occurredAt).toBeInstanceOf(Date);
    expect(await pendingDeliveries(database.db)).toBe(0);
    expect(await deliveryLag(database.db)).toEqual({ undelivered: 0, oldestUndeliveredAgeMs: null });
  });

  it('retries a failing event with back-off; other players and other subscribers go on, its player waits', async () => {
    const poisoned = 'poisoned-round';
    const picky = recordingSubscriber('picky', {
      failWhen: (event) => event.type === 'game.round-closed' && event.payload.roundId === poisoned,
    });
    const calm = recordingSubscriber('calm');
    const dispatcher = dispatcherFor([picky, calm]);
    await dispatcher.register();
    const [anna, ben] = [randomUUID(), randomUUID()];
    const [poison, annaLater] = await writeEvents(database.db, anna, [roundClosed(poisoned), roundClosed()]);
    const benEvents = await writeEvents(database.db, ben, [roundClosed(), roundClosed()]);

    dispatcher.start();
    try {
      await eventually(() => (picky.attempts.get(poison ?? '')?.length ?? 0) >= 5);
    } finally {
      await dispatcher.stop();
    }

    expect(calm.received.map((event) => event.id).sort()).toEqual([poison, annaLater, ...benEvents].sort());
    expect(picky.received.map((event) => event.id)).toEqual(benEvents);
    // Anna's later event waits behind the one that fails: her order holds for this subscriber.
    expect(picky.attempts.has(annaLater ?? '')).toBe(false);

    const times = picky.attempts.get(poison ?? '') ?? [];
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    // 10, 20, 40, 80, 80 ms… (TEST_TIMING.retry); timers may only fire late, never early.
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(Math.min(10 * 2 ** index, 80) - 2));
    const [row] = await database.db
      .select()
      .from(domainEventDeliveries)
      .where(
        and(eq(domainEventDeliveries.eventId, poison ?? ''), eq(domainEventDeliveries.subscriber, 'picky')),
      );
    expect(row?.deliveredAt).toBeNull();
    expect(row?.attempts).toBeGreaterThanOrEqual(5);
    expect(row?.lastError).toContain('picky refuses');
    expect((await deliveryLag(database.db)).undelivered).toBe(2);
  });

  it('stops a round at the first failure in a stream and delivers the rest after the retry, in order', async () => {
    const failedOnce = new Set<string>();
    const subscriber = recordingSubscriber('flaky', {
      failWhen: (event) => {
        if (event.sequence !== 2 || failedOnce.has(event.id)) return false;
        failedOnce.add(event.id);
        return true;
      },
    });
    const dispatcher = dispatcherFor([subscriber]);
    await dispatcher.register();
    const ids = await writeEvents(database.db, randomUUID(), [roundClosed(), roundClosed(), roundClosed()]);

    expect(await dispatcher.deliverOnce()).toBe(3);
    expect(subscriber.received.map((event) => event.id)).toEqual(ids.slice(0, 1));
    await eventually(async () => {
      await dispatcher.deliverOnce();
      return subscriber.received.length === 3;
    });
    expect(subscriber.received.map((event) => event.id)).toEqual(ids);
    expect(subscriber.attempts.get(ids[1] ?? '')).toHaveLength(2);
    expect(subscriber.attempts.get(ids[2] ?? '')).toHaveLength(1);
  });

  it('delivers again a delivery whose node died while holding it, once its lease has run out', async () => {
    const subscriber = recordingSubscriber('survivor');
    const dispatcher = dispatcherFor([subscriber]);
    await dispatcher.register();
    const [id] = await writeEvents(database.db, randomUUID(), [roundClosed()]);
    // A node claims the stream for 50 ms and dies.
    const claimed = await claimDueStreams(database.db, 'survivor', {
      streams: 10,
      runLength: 10,
      leaseMs: 50,
    });
    expect(claimed.flat().map((delivery) => delivery.eventId)).toEqual([id]);
    expect(await dispatcher.deliverOnce()).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 80));
    await drain(dispatcher);
    expect(subscriber.received.map((event) => event.id)).toEqual([id]);
  });

  it('counts a handler still running after half its lease as failed', async () => {
    const stuck: DomainEventSubscriber = { name: 'stuck', handle: () => new Promise(() => undefined) };
    const dispatcher = dispatcherFor([stuck], { ...TEST_TIMING, leaseMs: 50 });
    await dispatcher.register();
    const [id] = await writeEvents(database.db, randomUUID(), [roundClosed()]);

    expect(await dispatcher.deliverOnce()).toBe(1);
    const [row] = await database.db
      .select()
      .from(domainEventDeliveries)
      .where(eq(domainEventDeliveries.eventId, id ?? ''));
    expect(row).toMatchObject({ deliveredAt: null, attempts: 1 });
    expect(row?.lastError).toContain('did not finish within 25 ms');
  });

  it('wakes at once when events are committed on this node, long before its next poll', async () => {
    const subscriber = recordingSubscriber('awake');
    const dispatcher = dispatcherFor([subscriber], { ...TEST_TIMING, pollMs: 60_000 });
    dispatcher.start();
    try {
      // The first poll runs straight after registering: once registered, give it time to find nothing.
      await eventually(async () => (await database.db.$count(domainEventSubscribers)) === 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [id] = await writeEvents(database.db, randomUUID(), [roundClosed()]);
      ringEventsCommitted(database.db);
      await eventually(() => subscriber.received.length === 1, 5000);
      expect(subscriber.received[0]?.id).toBe(id);
    } finally {
      await dispatcher.stop();
    }
  });

  it('reports the lag of pending deliveries: how many events, and the age of the oldest', async () => {
    const dispatcher = dispatcherFor([recordingSubscriber('late'), recordingSubscriber('later')]);
    await dispatcher.register();
    await writeEvents(database.db, randomUUID(), [roundClosed(), roundClosed()]);
    await new Promise((resolve) => setTimeout(resolve, 30));

    const lag = await deliveryLag(database.db);
    expect(lag.undelivered).toBe(2);
    expect(lag.oldestUndeliveredAgeMs).toBeGreaterThanOrEqual(20);
    await drain(dispatcher);
    expect(await deliveryLag(database.db)).toEqual({ undelivered: 0, oldestUndeliveredAgeMs: null });
  });

  it('refuses two subscribers of one name', () => {
    expect(() => dispatcherFor([recordingSubscriber('twin'), recordingSubscriber('twin')])).toThrow(
      /registered twice/,
    );
  });
});
