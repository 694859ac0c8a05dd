import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { playerExclusions, type PlayerExclusionRow } from './protection.tables.ts';

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
  db: Db,
  row: Omit<PlayerExclusionRow, 'id' | 'reason'> & { reason?: string | null },
): Promise<PlayerExclusionRow> {
  const [inserted] = await db.insert(playerExclusions).values(row).returning();
  if (!inserted) throw new Error('the break was not recorded');
  return inserted;
}
