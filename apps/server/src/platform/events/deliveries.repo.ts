import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { domainEventDeliveries, domainEventSubscribers } from './events.tables.ts';

/** A pending delivery this node has claimed, with its event as stored. */
export interface ClaimedDelivery {
  eventId: string;
  /** Attempts that ended (failed) before this one. */
  attempts: number;
  type: string;
  userId: string | null;
  sequence: number | null;
  payload: unknown;
  occurredAt: Date;
}

interface ClaimedRow {
  event_id: string;
  attempts: number;
  type: string;
  user_id: string | null;
  sequence: string | null;
  payload: unknown;
  occurred_ms: number;
}

/** The rows of a raw statement's result, which both drivers return as `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * Claims work for one subscriber: up to `streams` due heads, a head being the first pending delivery of its
 * player's stream (a platform-only event is a stream of its own), each leased for `leaseMs` so that it is due
 * again only when the lease runs out, e.g. because this node died; and behind each head the next pending
 * deliveries of its stream, up to `runLength` in all, in order. Heads another node is claiming at the same
 * moment are skipped (FOR UPDATE SKIP LOCKED), so two nodes never claim one. The rest of a stream needs no lease:
 * while its head is pending, leased or waiting for a retry, no node claims anything behind it. Answers one list
 * per stream, head first.
 */
export async function claimDueStreams(
  db: Db,
  subscriber: string,
  { streams, runLength, leaseMs }: { streams: number; runLength: number; leaseMs: number },
): Promise<ClaimedDelivery[][]> {
  const result = await db.execute(sql`
    with heads as (
      update domain_event_deliveries d
         set next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
       where d.subscriber = ${subscriber}
         and d.event_id in (
           select c.event_id from domain_event_deliveries c
            where c.subscriber = ${subscriber} and c.delivered_at is null and c.next_attempt_at <= now()
              and (c.user_id is null or not exists (
                    select 1 from domain_event_deliveries p
                     where p.subscriber = c.subscriber and p.user_id = c.user_id
                       and p.delivered_at is null and p.sequence < c.sequence))
            order by c.next_attempt_at
            limit ${streams}
            for update skip locked)
      returning d.event_id, d.user_id, d.sequence, d.attempts
    ), followers as (
      select f.event_id, f.user_id, f.sequence, f.attempts
        from heads h
        cross join lateral (
          select n.event_id, n.user_id, n.sequence, n.attempts from domain_event_deliveries n
           where n.subscriber = ${subscriber} and n.user_id = h.user_id
             and n.delivered_at is null and n.sequence > h.sequence
           order by n.sequence
           limit ${runLength - 1}) f
       where h.user_id is not null
    ), claimed as (
      select * from heads union all select * from followers
    )
    select c.event_id, c.attempts, e.type, e.user_id, e.sequence::text as sequence, e.payload,
           (extract(epoch from e.created_at) * 1000)::float8 as occurred_ms
      from claimed c join domain_events e on e.id = c.event_id
     order by c.user_id, c.sequence`);
  const runs = new Map<string, ClaimedDelivery[]>();
  for (const row of rowsOf<ClaimedRow>(result)) {
    const delivery: ClaimedDelivery = {
      eventId: row.event_id,
      attempts: row.attempts,
      type: row.type,
      userId: row.user_id,
      sequence: row.sequence === null ? null : Number(row.sequence),
      payload: row.payload,
      occurredAt: new Date(row.occurred_ms),
    };
    const stream = row.user_id ?? row.event_id;
    // Sorted by sequence, so a stream's head comes first.
    runs.set(stream, [...(runs.get(stream) ?? []), delivery]);
  }
  return [...runs.values()];
}

export async function markDelivered(db: Db, subscriber: string, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db
    .update(domainEventDeliveries)
    .set({ deliveredAt: sql`now()`, attempts: sql`${domainEventDeliveries.attempts} + 1`, lastError: null })
    .where(
      and(
        eq(domainEventDeliveries.subscriber, subscriber),
        inArray(domainEventDeliveries.eventId, [...eventIds]),
      ),
    );
}

/** Records a failed attempt; the delivery is due again after `retryInMs`. */
export async function markFailed(
  db: Db,
  subscriber: string,
  eventId: string,
  retryInMs: number,
  error: string,
): Promise<void> {
  await db
    .update(domainEventDeliveries)
    .set({
      attempts: sql`${domainEventDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
      lastError: error.slice(0, 2000),
    })
    .where(and(eq(domainEventDeliveries.subscriber, subscriber), eq(domainEventDeliveries.eventId, eventId)));
}

/** Lists the subscribers (or updates the types they want), so that writers give them deliveries. */
export async function registerSubscribers(
  db: Db,
  subscribers: readonly { name: string; types: readonly string[] | null }[],
): Promise<void> {
  if (subscribers.length === 0) return;
  await db
    .insert(domainEventSubscribers)
    .values(subscribers.map(({ name, types }) => ({ name, types: types ? [...types] : null })))
    .onConflictDoUpdate({ target: domainEventSubscribers.name, set: { types: sql`excluded.types` } });
}

/** How far delivery lags behind the writers. */
export interface DeliveryLag {
  /** Events not yet delivered to every subscriber that wants them. */
  undelivered: number;
  /** Age of the oldest of them by the database's clock; null when there is none. */
  oldestUndeliveredAgeMs: number | null;
}

/** Reads pending deliveries only, through their partial index, so it stays fast whatever the history. */
export async function deliveryLag(db: Db): Promise<DeliveryLag> {
  const result = await db.execute(sql`
    select count(distinct event_id)::int as undelivered,
           (extract(epoch from now() - min(created_at)) * 1000)::float8 as oldest_ms
      from domain_event_deliveries
     where delivered_at is null`);
  const [row] = rowsOf<{ undelivered: number; oldest_ms: number | null }>(result);
  return {
    undelivered: row?.undelivered ?? 0,
    oldestUndeliveredAgeMs: row?.oldest_ms == null ? null : Math.max(0, Math.round(row.oldest_ms)),
  };
}
