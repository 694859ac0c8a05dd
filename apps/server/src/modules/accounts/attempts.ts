import { and, count, desc, eq, gt, like, lt, max, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { authAttempts } from './accounts.tables.ts';

/** A sliding window: at most `max` counted attempts per `windowMs` for one key. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * A key that slows down instead of stopping: the first `free` attempts in the window pass at once; after that
 * each must come a delay after the latest one, starting at `firstDelayMs` and doubling with every further
 * attempt counted, up to `maxDelayMs`.
 */
export interface Slowdown {
  free: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

const KEEP_MS = 24 * 60 * 60 * 1000;

/** Seconds until the key may try again, or 0 when it is under its limit now. */
export async function retryAfterSeconds(db: Db, key: string, limit: Limit, now: Date): Promise<number> {
  const rows = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.key, key), gt(authAttempts.createdAt, new Date(now.getTime() - limit.windowMs))),
    )
    .orderBy(desc(authAttempts.createdAt))
    .limit(limit.max);
  const oldestCounted = rows[limit.max - 1];
  if (!oldestCounted) return 0;
  return Math.max(1, Math.ceil((oldestCounted.createdAt.getTime() + limit.windowMs - now.getTime()) / 1000));
}

export async function recordAttempt(db: Db, key: string, now: Date): Promise<void> {
  await db.insert(authAttempts).values({ key, createdAt: now });
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.key, key), lt(authAttempts.createdAt, new Date(now.getTime() - KEEP_MS))));
}

/** The outcome of {@link reserveAttempt}: the slot taken, or how long the key must wait. */
export type Reservation = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one of the key's `limit.max` slots in the window, or says how long to wait when none is free.
 * The attempt is written first and the window counted afterwards, so callers racing each other cannot all pass
 * one check: of any two, the one written later counts the other. A refused attempt is removed again, so waiting
 * out the window always ends the refusal.
 */
export async function reserveAttempt(db: Db, key: string, limit: Limit, now: Date): Promise<Reservation> {
  const [inserted] = await db
    .insert(authAttempts)
    .values({ key, createdAt: now })
    .returning({ id: authAttempts.id });
  if (!inserted) throw new Error('attempt insert returned nothing');
  const counted = await db
    .select({ id: authAttempts.id, createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.key, key), gt(authAttempts.createdAt, new Date(now.getTime() - limit.windowMs))),
    )
    .orderBy(desc(authAttempts.createdAt), desc(authAttempts.id))
    .limit(limit.max + 1);
  if (counted.length <= limit.max) {
    await db
      .delete(authAttempts)
      .where(and(eq(authAttempts.key, key), lt(authAttempts.createdAt, new Date(now.getTime() - KEEP_MS))));
    return { ok: true, id: inserted.id };
  }
  await releaseAttempt(db, inserted.id);
  // The newest `max` others hold the slots; the key is free again once the oldest of them leaves the window.
  const others = counted.filter((row) => row.id !== inserted.id);
  const oldestCounted = others[limit.max - 1] ?? others.at(-1);
  const waitMs = oldestCounted ? oldestCounted.createdAt.getTime() + limit.windowMs - now.getTime() : 1000;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** How long after the latest counted attempt the next one may come, with `counted` attempts in the window. */
export function slowdownDelayMs(slowdown: Slowdown, counted: number): number {
  if (counted < slowdown.free) return 0;
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** (counted - slowdown.free));
}

/**
 * Takes a slot of a key under a {@link Slowdown}, or says how long to wait. Like {@link reserveAttempt} the
 * attempt is written before the others are counted, so that simultaneous attempts cannot all pass one count;
 * a refused attempt is removed again, so a refusal never lengthens the wait.
 */
export async function reserveSpacedAttempt(
  db: Db,
  key: string,
  slowdown: Slowdown,
  now: Date,
): Promise<Reservation> {
  const [inserted] = await db
    .insert(authAttempts)
    .values({ key, createdAt: now })
    .returning({ id: authAttempts.id });
  if (!inserted) throw new Error('attempt insert returned nothing');
  const [others] = await db
    .select({ counted: count(), latest: max(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.key, key),
        ne(authAttempts.id, inserted.id),
        gt(authAttempts.createdAt, new Date(now.getTime() - slowdown.windowMs)),
      ),
    );
  const counted = others?.counted ?? 0;
  const readyAt = others?.latest ? others.latest.getTime() + slowdownDelayMs(slowdown, counted) : 0;
  if (readyAt <= now.getTime()) {
    await db
      .delete(authAttempts)
      .where(and(eq(authAttempts.key, key), lt(authAttempts.createdAt, new Date(now.getTime() - KEEP_MS))));
    return { ok: true, id: inserted.id };
  }
  await releaseAttempt(db, inserted.id);
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000)) };
}

/** Whether the key has a row written after `since`. */
export async function hasAttemptSince(db: Db, key: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: authAttempts.id })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Deletes the rows written before `before` of every key that starts with `prefix`. */
export async function deleteAttemptsBefore(db: Db, prefix: string, before: Date): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  await db
    .delete(authAttempts)
    .where(and(like(authAttempts.key, pattern), lt(authAttempts.createdAt, before)));
}

/** Gives a reserved slot back (the attempt turned out not to count, e.g. a login that succeeded). */
export async function releaseAttempt(db: Db, id: number): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}
