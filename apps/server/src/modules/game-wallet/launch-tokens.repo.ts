import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { seamlessLaunchTokens } from './game-wallet.tables.ts';

export type LaunchTokenRow = typeof seamlessLaunchTokens.$inferSelect;
export type NewLaunchToken = typeof seamlessLaunchTokens.$inferInsert;

export async function insertLaunchToken(db: Db, row: NewLaunchToken): Promise<void> {
  await db.insert(seamlessLaunchTokens).values(row);
}

export async function findLaunchToken(db: Db, tokenHash: string): Promise<LaunchTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(seamlessLaunchTokens)
    .where(eq(seamlessLaunchTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Moves the expiry to `expiresAt` unless it is already at or after `unlessAfter` (saves a write per call), and
 * only while the token is live at `now`: a token ended meanwhile (a break, a stop) is never revived by a bet that
 * was already in flight.
 */
export async function extendLaunchToken(
  db: Db,
  tokenHash: string,
  expiresAt: Date,
  unlessAfter: Date,
  now: Date,
): Promise<void> {
  await db
    .update(seamlessLaunchTokens)
    // Never past the end of the token's session under the session limit.
    .set({
      expiresAt: sql`least(${expiresAt.toISOString()}::timestamptz,
                           coalesce(${seamlessLaunchTokens.playEndsAt}, ${expiresAt.toISOString()}::timestamptz))`,
    })
    .where(
      and(
        eq(seamlessLaunchTokens.tokenHash, tokenHash),
        lt(seamlessLaunchTokens.expiresAt, unlessAfter),
        gt(seamlessLaunchTokens.expiresAt, now),
      ),
    );
}

/** Ends every live token of a player at `at`: their games take no more bets (wins and rollbacks still settle). */
export async function expireLaunchTokensOf(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(seamlessLaunchTokens)
    .set({ expiresAt: at })
    .where(and(eq(seamlessLaunchTokens.userId, userId), gt(seamlessLaunchTokens.expiresAt, at)));
}

/**
 * Holds every live token of the player launched in a sign-in session to a session limit of `minutes` (null: no
 * limit): its play ends that long after the session's start, and its expiry is brought forward to that end.
 */
export async function limitPlayOfSessions(
  db: Db,
  userId: string,
  minutes: number | null,
  at: Date,
): Promise<void> {
  const playEndsAt =
    minutes === null
      ? sql`null::timestamptz`
      : sql`${seamlessLaunchTokens.sessionStartedAt} + make_interval(mins => ${minutes}::int)`;
  await db
    .update(seamlessLaunchTokens)
    .set({
      playEndsAt,
      expiresAt: sql`greatest(${at.toISOString()}::timestamptz,
                              least(${seamlessLaunchTokens.expiresAt}, coalesce(${playEndsAt}, 'infinity')))`,
    })
    .where(
      and(
        eq(seamlessLaunchTokens.userId, userId),
        isNotNull(seamlessLaunchTokens.sessionStartedAt),
        gt(seamlessLaunchTokens.expiresAt, at),
      ),
    );
}
