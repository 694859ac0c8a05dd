/**
 * Delivers the outbox's events to the subscribers registered in the composition root: at least once, in order
 * per player, each subscriber on its own, with a failing delivery retried after a growing pause.
 */
import type { Db } from '../db/client.ts';
import { retryDelayMs, type RetryPolicy } from './backoff.ts';
import {
  claimDueStreams,
  markDelivered,
  markFailed,
  registerSubscribers,
  type ClaimedDelivery,
} from './deliveries.repo.ts';
import { onEventsCommitted } from './doorbell.ts';
import { domainEventBodySchema, type DomainEvent, type DomainEventType } from './domain-events.ts';

/**
 * Reacts to domain events. `handle` may be called more than once for one event (after a crash, a timeout or a
 * lost acknowledgement), so it must be idempotent by `event.id`. A player's events reach it one at a time in
 * their order; events of different players may be handled concurrently. A handler that throws gets the same
 * event again later, and the player's later events wait until it succeeds.
 */
export interface DomainEventSubscriber {
  /** Stable and unique: deliveries are stored under it, so a renamed subscriber is a new one. */
  readonly name: string;
  /** The event types it wants; every type when omitted. */
  readonly types?: readonly DomainEventType[];
  handle(event: DomainEvent): Promise<void>;
}

export interface DispatchTiming {
  /** How often an idle subscriber looks for due deliveries; a commit on this node wakes it at once. */
  pollMs: number;
  /** While there is work, the pause between rounds, so that each round takes what gathered meanwhile. */
  gatherMs: number;
  /** Player streams claimed at once per subscriber. */
  streams: number;
  /** Events of one stream delivered in one round. */
  runLength: number;
  /**
   * How long a claimed stream is this node's. A node that died while delivering leaves it to others once this
   * has passed, so a round starts no handler after half of it, and a handler still running after the other half
   * counts as failed.
   */
  leaseMs: number;
  retry: RetryPolicy;
}

export const DEFAULT_DISPATCH_TIMING: DispatchTiming = {
  pollMs: 250,
  gatherMs: 25,
  streams: 100,
  runLength: 50,
  leaseMs: 30_000,
  retry: { baseMs: 1000, maxMs: 5 * 60_000 },
};

export interface DomainEventDispatcher {
  /**
   * Registers the subscribers (again and again while the database refuses), then delivers until stopped, in the
   * background. Nothing runs without subscribers.
   */
  start(): void;
  /** Stops looking for work and waits for the deliveries under way. */
  stop(): Promise<void>;
  /** Lists the subscribers so that writers give them deliveries; start() does it first. */
  register(): Promise<void>;
  /** One round for every subscriber (claim, deliver, record), for tests; answers how many were claimed. */
  deliverOnce(): Promise<number>;
}

export interface DispatcherOptions {
  db: Db;
  subscribers: readonly DomainEventSubscriber[];
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  timing?: Partial<DispatchTiming>;
}

export function createDomainEventDispatcher({
  db,
  subscribers,
  log,
  timing: overrides = {},
}: DispatcherOptions): DomainEventDispatcher {
  const timing: DispatchTiming = { ...DEFAULT_DISPATCH_TIMING, ...overrides };
  const names = new Set<string>();
  for (const { name } of subscribers) {
    if (names.has(name)) throw new Error(`domain event subscriber ${name} is registered twice`);
    names.add(name);
  }
  let running = false;
  let run: Promise<void> = Promise.resolve();
  let stopListening = () => {};
  const wakers = new Set<() => void>();
  /** Counts wake-ups, so that one arriving while a subscriber was busy is not slept through. */
  let wakeUps = 0;

  function wakeAll(): void {
    wakeUps += 1;
    for (const wake of [...wakers]) wake();
  }

  /** Resolves after `ms`, or sooner when a commit or stop() wakes the dispatcher. */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });
  }

  async function handle(subscriber: DomainEventSubscriber, claimed: ClaimedDelivery): Promise<void> {
    const body = domainEventBodySchema.parse({ type: claimed.type, payload: claimed.payload });
    const event: DomainEvent = {
      ...body,
      id: claimed.eventId,
      userId: claimed.userId,
      sequence: claimed.sequence,
      occurredAt: claimed.occurredAt,
    };
    await withDeadline(subscriber.handle(event), timing.leaseMs / 2);
  }

  /**
   * Hands one stream's claimed events to the subscriber in order, stopping at the first failure, which is
   * recorded with its back-off; answers the ids delivered.
   */
  async function deliverStream(
    subscriber: DomainEventSubscriber,
    stream: ClaimedDelivery[],
    startBy: number,
  ): Promise<string[]> {
    const delivered: string[] = [];
    for (const claimed of stream) {
      if (delivered.length > 0 && Date.now() > startBy) break;
      try {
        await handle(subscriber, claimed);
        delivered.push(claimed.eventId);
      } catch (error) {
        const retryInMs = retryDelayMs(claimed.attempts + 1, timing.retry);
        log.warn(
          { err: error, subscriber: subscriber.name, eventId: claimed.eventId, retryInMs },
          'domain event delivery failed; it will be retried',
        );
        // Should this fail too, the lease runs out and the stream is retried all the same, only later.
        await markFailed(db, subscriber.name, claimed.eventId, retryInMs, messageOf(error)).catch(
          (markError: unknown) =>
            log.error({ err: markError }, 'recording a failed domain event delivery failed'),
        );
        break;
      }
    }
    return delivered;
  }

  async function round(subscriber: DomainEventSubscriber): Promise<number> {
    const streams = await claimDueStreams(db, subscriber.name, timing);
    if (streams.length === 0) return 0;
    const startBy = Date.now() + timing.leaseMs / 2;
    const delivered = await Promise.all(streams.map((stream) => deliverStream(subscriber, stream, startBy)));
    // One statement for the round: until it commits, every stream's head is still pending, so no other node
    // takes anything behind it.
    await markDelivered(db, subscriber.name, delivered.flat());
    return streams.reduce((sum, stream) => sum + stream.length, 0);
  }

  /** One subscriber's loop: a slow or failing subscriber holds up no other. */
  async function work(subscriber: DomainEventSubscriber): Promise<void> {
    while (running) {
      const wakeUpsBefore = wakeUps;
      let busy = false;
      try {
        busy = (await round(subscriber)) > 0 || wakeUps !== wakeUpsBefore;
      } catch (error) {
        log.error({ err: error, subscriber: subscriber.name }, 'domain event dispatch failed');
      }
      if (!running) break;
      if (busy) await new Promise((resolve) => setTimeout(resolve, timing.gatherMs));
      else await pause(timing.pollMs);
    }
  }

  async function register(): Promise<void> {
    await registerSubscribers(
      db,
      subscribers.map(({ name, types }) => ({ name, types: types ?? null })),
    );
  }

  return {
    start() {
      if (running || subscribers.length === 0) return;
      running = true;
      stopListening = onEventsCommitted(db, wakeAll);
      run = (async () => {
        while (running) {
          try {
            await register();
            break;
          } catch (error) {
            log.error({ err: error }, 'registering domain event subscribers failed; retrying');
            await pause(timing.pollMs * 4);
          }
        }
        await Promise.all(subscribers.map((subscriber) => work(subscriber)));
      })();
    },
    async stop() {
      running = false;
      stopListening();
      wakeAll();
      await run;
    },
    register,
    async deliverOnce() {
      const claimed = await Promise.all(subscribers.map((subscriber) => round(subscriber)));
      return claimed.reduce((sum, count) => sum + count, 0);
    },
  };
}

/** The promise's outcome, or a failure once `ms` have passed. */
async function withDeadline(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the handler did not finish within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
