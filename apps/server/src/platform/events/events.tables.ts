import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const sequence = (name: string) => bigint(name, { mode: 'number' });

/**
 * Each player's last event sequence number. A writer updates the player's row in the transaction that writes
 * the player's events, so the row lock orders those transactions: sequence order is commit order.
 */
export const domainEventStreams = pgTable('domain_event_streams', {
  userId: uuid('user_id').primaryKey(),
  lastSequence: sequence('last_sequence').notNull(),
});

/** The outbox: every domain event, written in the transaction of the change it tells of. Never changed. */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    /** The player whose stream it belongs to; null for a platform-only event, which has no order. */
    userId: uuid('user_id'),
    sequence: sequence('sequence'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('domain_events_stream_uq').on(t.userId, t.sequence),
    check('domain_events_stream_check', sql`(${t.userId} is null) = (${t.sequence} is null)`),
  ],
);

/**
 * The subscribers any node has registered, with the event types each wants (null: every type). Writers give
 * each new event a delivery row per interested subscriber listed here, so a subscriber that a newer node runs
 * also receives the events older nodes write.
 */
export const domainEventSubscribers = pgTable('domain_event_subscribers', {
  name: text('name').primaryKey(),
  types: text('types').array(),
  registeredAt: timestamptz('registered_at').notNull().defaultNow(),
});

/**
 * One event to one subscriber. Pending while `delivered_at` is null; `next_attempt_at` is when it may be tried
 * (again): a node that claims it as its stream's head moves it one lease ahead, a failure moves it by the
 * back-off. `attempts` counts the attempts that ended, the failed ones and the one that delivered it. `user_id`,
 * `sequence` and `created_at` repeat the event's, so that the order and lag queries read this table alone.
 */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    /** No foreign key: only the statement that writes the event writes its deliveries. */
    eventId: uuid('event_id').notNull(),
    subscriber: text('subscriber').notNull(),
    userId: uuid('user_id'),
    sequence: sequence('sequence'),
    createdAt: timestamptz('created_at').notNull(),
    deliveredAt: timestamptz('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ name: 'domain_event_deliveries_pk', columns: [t.eventId, t.subscriber] }),
    // Partial: it holds pending deliveries only, so it stays small however long the history grows. It leaves
    // `next_attempt_at` out, so that leasing and failing a delivery update its row in place (HOT).
    index('domain_event_deliveries_pending_idx')
      .on(t.subscriber, t.userId, t.sequence)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
