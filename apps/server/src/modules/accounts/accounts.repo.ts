import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client.ts';
import { oneTimeTokens, sessions, users } from './accounts.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type TokenPurpose = 'password_reset' | 'handoff' | 'session_return';

// ---------------------------------------------------------------------------------------------- users

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The account whose referral link carries `code` (codes are stored as issued, in capitals). */
export async function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code.toUpperCase())).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: DbExecutor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<Omit<NewUserRow, 'id'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Marks the account's first sign-in through the login form; false when it already had one (or none exists). One
 * of two logins at the same moment finds the mark already made.
 */
export async function markFirstLogin(db: DbExecutor, id: string, at: Date): Promise<boolean> {
  const marked = await db
    .update(users)
    .set({ firstLoginAt: at })
    .where(and(eq(users.id, id), isNull(users.firstLoginAt)))
    .returning({ id: users.id });
  return marked.length > 0;
}

/** Players born on the month and day (1-based), by id after `after`, at most `limit` (users_birthday_day_idx). */
export async function playerIdsBornOn(
  db: Db,
  on: { month: number; day: number },
  page: { after: string | null; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`extract(month from ${users.birthday}) = ${on.month}`,
        sql`extract(day from ${users.birthday}) = ${on.day}`,
        eq(users.role, 'player'),
        page.after === null ? undefined : gt(users.id, page.after),
      ),
    )
    .orderBy(asc(users.id))
    .limit(page.limit);
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------- sessions

export async function insertSession(
  db: DbExecutor,
  values: typeof sessions.$inferInsert,
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

export async function findSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<(SessionRow & { role: string }) | undefined> {
  const [row] = await db
    .select({ session: sessions, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row.session, role: row.role } : undefined;
}

export async function findSessionById(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function replaceSessionSecrets(
  db: Db,
  id: string,
  secrets: { tokenHash: string; csrfToken: string; lastSeenAt: Date },
): Promise<void> {
  await db.update(sessions).set(secrets).where(eq(sessions.id, id));
}

export async function listUserSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteOwnSession(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteOtherSessions(db: Db, userId: string, keepId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

// ---------------------------------------------------------------------------------------------- one-time tokens

export async function insertOneTimeToken(db: Db, values: typeof oneTimeTokens.$inferInsert): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

export async function findUsableToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a token used if it still may be used; returns its owner, or undefined when it was spent or expired. */
export async function consumeToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** Voids every one-time token of an account that is still waiting to be used. */
export async function deleteUnusedTokens(db: Db, userId: string): Promise<void> {
  await db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}

export async function deleteExpiredTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), lt(oneTimeTokens.expiresAt, now)));
}
