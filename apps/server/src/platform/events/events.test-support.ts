import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DomainEvent, DomainEventDraft } from './domain-events.ts';
import type { DomainEventSubscriber } from './dispatcher.ts';
import { appendEvents, prepareEvents } from './outbox.ts';

export const silentLog = { error: () => undefined, warn: () => undefined };

/** Fast timing for tests: short polls and pauses, a short lease and a back-off of a few milliseconds. */
export const TEST_TIMING = { pollMs: 20, gatherMs: 2, leaseMs: 2000, retry: { baseMs: 10, maxMs: 80 } };

/** A round-closed event: any payload does for the dispatcher, which only carries it. */
export function roundClosed(roundId: string = randomUUID(), userId?: string | null): DomainEventDraft {
  return {
    type: 'game.round-closed',
    payload: { provider: 'test', roundId, gameId: 'dice', currency: 'EUR', bet: 100, win: 0 },
    ...(userId === undefined ? {} : { userId }),
  };
}

/** Writes events on `userId`'s stream in a transaction of their own; answers their ids. */
export async function writeEvents(
  db: Db,
  userId: string | null,
  drafts: DomainEventDraft[],
): Promise<string[]> {
  const batch = prepareEvents(drafts, userId);
  await db.transaction((tx) => appendEvents(tx, batch));
  return [...batch.ids];
}

/** A subscriber that keeps every event it is handed, in the order handed, and can be told to fail. */
export function recordingSubscriber(
  name: string,
  options: { types?: DomainEventSubscriber['types']; failWhen?: (event: DomainEvent) => boolean } = {},
): DomainEventSubscriber & { received: DomainEvent[]; attempts: Map<string, number[]> } {
  const received: DomainEvent[] = [];
  const attempts = new Map<string, number[]>();
  return {
    name,
    ...(options.types ? { types: options.types } : {}),
    received,
    attempts,
    async handle(event) {
      attempts.set(event.id, [...(attempts.get(event.id) ?? []), performance.now()]);
      if (options.failWhen?.(event)) throw new Error(`${name} refuses ${event.id}`);
      received.push(event);
    },
  };
}

/** Deliveries still pending, over all subscribers. */
export async function pendingDeliveries(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as pending from domain_event_deliveries where delivered_at is null`,
  );
  return (result as unknown as { rows: { pending: number }[] }).rows[0]?.pending ?? -1;
}

/** Waits until `done` holds, checking every few milliseconds; throws after `timeoutMs`. */
export async function eventually(done: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
