/**
 * Writing domain events: inside the caller's transaction, or as part of the caller's own statement, so that an
 * event exists exactly when the change it tells of was committed.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../db/client.ts';
import { domainEventBodySchema, type DomainEventDraft } from './domain-events.ts';

/** A database handle or an open transaction on it. */
export type OutboxExecutor = DbExecutor;

/** Events checked against their schemas, given ids and counted per player stream, ready to be written. */
export interface OutboxBatch {
  readonly ids: readonly string[];
  /** The players whose streams the batch extends, each once. */
  readonly streams: readonly string[];
  /** The rows as one JSON array parameter. */
  readonly json: string;
}

const userIdSchema = z.uuid().nullable();

/**
 * Checks the drafts (a payload that does not match its type's schema throws) and numbers them: within one
 * player's stream they keep the order given. A draft without `userId` joins `writerUserId`'s stream.
 */
export function prepareEvents(drafts: readonly DomainEventDraft[], writerUserId: string | null): OutboxBatch {
  const rows = drafts.map(({ userId, ...body }) => {
    const { type, payload } = domainEventBodySchema.parse(body);
    return {
      id: randomUUID(),
      type,
      userId: userIdSchema.parse(userId === undefined ? writerUserId : userId),
      payload,
      back: 0,
    };
  });
  // `back` counts the later events of the same stream in this batch: the sequence is the stream's new last
  // number minus `back`.
  const later = new Map<string, number>();
  for (const row of [...rows].reverse()) {
    if (row.userId === null) continue;
    row.back = later.get(row.userId) ?? 0;
    later.set(row.userId, row.back + 1);
  }
  return { ids: rows.map((row) => row.id), streams: [...later.keys()], json: JSON.stringify(rows) };
}

/**
 * The common table expressions that write a batch (its `json`, or a placeholder for it in a compiled statement),
 * for the WITH clause of the caller's statement; nothing is written unless `gate` holds (a caller's guard, e.g.
 * that its money moved). Stream rows are locked in player order, last among the statement's locks, so that
 * writers never wait on each other in a cycle. Each event gets a pending delivery for every registered
 * subscriber that wants its type.
 */
export function outboxWrites(batchJson: OutboxBatch['json'] | Placeholder, gate: SQL = sql`true`): SQL {
  return sql`
    outbox_input as (
      select (value->>'id')::uuid as id, value->>'type' as type, (value->>'userId')::uuid as user_id,
             (value->>'back')::bigint as back, value->'payload' as payload
        from jsonb_array_elements(${batchJson}::jsonb)
       where ${gate}
    ), outbox_streams as (
      insert into domain_event_streams (user_id, last_sequence)
      select user_id, count(*) from outbox_input where user_id is not null group by user_id order by user_id
      on conflict (user_id) do update
        set last_sequence = domain_event_streams.last_sequence + excluded.last_sequence
      returning user_id, last_sequence
    ), outbox_events as (
      insert into domain_events (id, type, user_id, sequence, payload)
      select i.id, i.type, i.user_id, s.last_sequence - i.back, i.payload
        from outbox_input i left join outbox_streams s on s.user_id = i.user_id
      returning id, type, user_id, sequence, created_at
    ), outbox_deliveries as (
      insert into domain_event_deliveries (event_id, subscriber, user_id, sequence, created_at, next_attempt_at)
      select e.id, s.name, e.user_id, e.sequence, e.created_at, e.created_at
        from outbox_events e
        join domain_event_subscribers s on s.types is null or e.type = any(s.types)
    )`;
}

/** Writes a batch in the caller's transaction (one statement). */
export async function appendEvents(tx: OutboxExecutor, batch: OutboxBatch): Promise<void> {
  if (batch.ids.length === 0) return;
  await tx.execute(sql`with ${outboxWrites(batch.json)} select 1`);
}
