import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { authAttempts } from './accounts.tables.ts';

/** A sliding window: at most `max` counted attempts per `windowMs` for one key. */
export interface Limit {
  max: number;
  windowMs: number;
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

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}
