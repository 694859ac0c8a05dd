import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client.ts';
import {
  playerExclusions,
  playerLimits,
  playerProtectionChanges,
  playerRealityChecks,
  playerRiskTickets,
  type PlayerExclusionRow,
  type PlayerLimitRow,
  type ProtectionChangeRow,
} from './protection.tables.ts';
import { takeRiskTicketSql } from './risk-ticket.sql.ts';

/** The player's break that ends last among those already started, ended or not. */
export async function latestExclusion(
  db: Db,
  userId: string,
  at: Date,
): Promise<PlayerExclusionRow | undefined> {
  const [found] = await db
    .select()
    .from(playerExclusions)
    .where(and(eq(playerExclusions.userId, userId), lte(playerExclusions.startsAt, at)))
    .orderBy(desc(playerExclusions.endsAt))
    .limit(1);
  return found;
}

export async function insertExclusion(
  db: DbExecutor,
  row: Omit<PlayerExclusionRow, 'id' | 'reason' | 'returnsAt'> & { reason?: string | null },
): Promise<PlayerExclusionRow> {
  const [inserted] = await db.insert(playerExclusions).values(row).returning();
  if (!inserted) throw new Error('the break was not recorded');
  return inserted;
}

/** Records the player's request to come back after a self-exclusion: it ends at `returnsAt`. */
export async function setExclusionReturn(db: Db, id: string, returnsAt: Date): Promise<PlayerExclusionRow> {
  const [updated] = await db
    .update(playerExclusions)
    .set({ returnsAt })
    .where(eq(playerExclusions.id, id))
    .returning();
  if (!updated) throw new Error('the return was not recorded');
  return updated;
}

/** The player's risk ticket as it stands (0 before their first checked deposit or stake). */
export async function riskTicketOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ ticket: playerRiskTickets.ticket })
    .from(playerRiskTickets)
    .where(eq(playerRiskTickets.userId, userId));
  return row?.ticket ?? 0;
}

/** Moves the player's risk ticket on from `ticket`; false when another deposit or stake moved it first. */
export async function takeRiskTicket(executor: DbExecutor, userId: string, ticket: number): Promise<boolean> {
  const result = await executor.execute(takeRiskTicketSql(sql`${userId}::uuid`, sql`${ticket}::bigint`));
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

export async function limitsOf(db: Db, userId: string): Promise<PlayerLimitRow[]> {
  return db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
}

/** One limit's row, locked until the transaction ends (nothing is locked while the limit was never set). */
export async function limitForUpdate(
  tx: DbExecutor,
  userId: string,
  key: { kind: PlayerLimitRow['kind']; period: PlayerLimitRow['period'] },
): Promise<PlayerLimitRow | undefined> {
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.userId, userId),
        eq(playerLimits.kind, key.kind),
        eq(playerLimits.period, key.period),
      ),
    )
    .for('update');
  return row;
}

/** Writes a limit's row as it now stands. */
export async function saveLimit(db: DbExecutor, row: PlayerLimitRow): Promise<void> {
  const { currency, amount, updatedAt } = row;
  const pending = {
    pendingAmount: row.pendingAmount,
    pendingRequestedAt: row.pendingRequestedAt,
    pendingConfirmableFrom: row.pendingConfirmableFrom,
    pendingLapsesAt: row.pendingLapsesAt,
  };
  await db
    .insert(playerLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [playerLimits.userId, playerLimits.kind, playerLimits.period],
      set: { currency, amount, updatedAt, ...pending },
    });
}

export async function realityCheckOf(
  db: Db,
  userId: string,
): Promise<{ minutes: number | null } | undefined> {
  const [row] = await db
    .select({ minutes: playerRealityChecks.minutes })
    .from(playerRealityChecks)
    .where(eq(playerRealityChecks.userId, userId));
  return row;
}

export async function saveRealityCheck(
  db: Db,
  userId: string,
  minutes: number | null,
  at: Date,
): Promise<void> {
  await db
    .insert(playerRealityChecks)
    .values({ userId, minutes, updatedAt: at })
    .onConflictDoUpdate({ target: playerRealityChecks.userId, set: { minutes, updatedAt: at } });
}

export async function recordChange(db: DbExecutor, change: Omit<ProtectionChangeRow, 'id'>): Promise<void> {
  await db.insert(playerProtectionChanges).values(change);
}

export async function changesOf(db: Db, userId: string): Promise<ProtectionChangeRow[]> {
  return db
    .select()
    .from(playerProtectionChanges)
    .where(eq(playerProtectionChanges.userId, userId))
    .orderBy(asc(playerProtectionChanges.at), asc(playerProtectionChanges.id));
}
