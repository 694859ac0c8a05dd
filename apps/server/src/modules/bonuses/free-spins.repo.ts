import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { BonusEndReason } from '@casino/contracts';
import type { Db, DbExecutor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import {
  bonusFreeSpinBatches,
  bonusFreeSpins,
  type FreeSpinAwardRow,
  type FreeSpinBatchRow,
  type FreeSpinBatchStatus,
} from './free-spins.tables.ts';

/** Records an award; undefined when the campaign already gave the player one from the same source. */
export async function insertAward(
  tx: DbExecutor,
  row: typeof bonusFreeSpins.$inferInsert,
): Promise<FreeSpinAwardRow | undefined> {
  const [inserted] = await tx.insert(bonusFreeSpins).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findAward(db: Db, id: string): Promise<FreeSpinAwardRow | undefined> {
  const [found] = await db.select().from(bonusFreeSpins).where(eq(bonusFreeSpins.id, id));
  return found;
}

export async function findBatch(db: Db, id: string): Promise<FreeSpinBatchRow | undefined> {
  const [found] = await db.select().from(bonusFreeSpinBatches).where(eq(bonusFreeSpinBatches.id, id));
  return found;
}

/** The player's active awards, oldest first, with their batches. */
export async function activeAwardsOf(
  db: Db,
  userId: string,
): Promise<{ award: FreeSpinAwardRow; batches: FreeSpinBatchRow[] }[]> {
  const awards = await db
    .select()
    .from(bonusFreeSpins)
    .where(and(eq(bonusFreeSpins.userId, userId), eq(bonusFreeSpins.status, 'active')))
    .orderBy(asc(bonusFreeSpins.grantedAt), asc(bonusFreeSpins.id));
  if (awards.length === 0) return [];
  const batches = await db
    .select()
    .from(bonusFreeSpinBatches)
    .where(
      inArray(
        bonusFreeSpinBatches.awardId,
        awards.map((award) => award.id),
      ),
    )
    .orderBy(desc(bonusFreeSpinBatches.createdAt));
  return awards.map((award) => ({ award, batches: batches.filter((batch) => batch.awardId === award.id) }));
}

/**
 * Opens the award's next batch of `count` spins for `day`; undefined when one is open already (the unique index
 * keeps one open batch per award).
 */
export async function openBatch(
  db: Db,
  batch: { id: string; awardId: string; userId: string; day: string; count: number; at: Date },
): Promise<FreeSpinBatchRow | undefined> {
  try {
    const [opened] = await db
      .insert(bonusFreeSpinBatches)
      .values({ ...batch, createdAt: batch.at, status: 'creating' })
      .returning();
    return opened;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Moves a batch from one of `from` to `to`; undefined when it was not in one of them. */
export async function moveBatch(
  db: DbExecutor,
  id: string,
  from: readonly FreeSpinBatchStatus[],
  to: FreeSpinBatchStatus,
): Promise<FreeSpinBatchRow | undefined> {
  const [moved] = await db
    .update(bonusFreeSpinBatches)
    .set({ status: to })
    .where(and(eq(bonusFreeSpinBatches.id, id), inArray(bonusFreeSpinBatches.status, [...from])))
    .returning();
  return moved;
}

/**
 * Finishes an open batch with what its rounds played and won, and counts its spins as played on the award, in one
 * statement; undefined when the batch was not open (finished before: a repeated report changes nothing).
 */
export async function finishBatch(
  db: Db,
  finish: { id: string; played: number; win: number; at: Date },
): Promise<FreeSpinBatchRow | undefined> {
  const result = await db.execute(sql`
    with finished as (
      update ${bonusFreeSpinBatches}
         set status = 'finished', played = ${finish.played}, win = ${finish.win}, finished_at = ${finish.at}
       where id = ${finish.id}::uuid and status in ('creating', 'active')
      returning id, award_id, count)
    update ${bonusFreeSpins} a set played = least(a.count, a.played + finished.count)
      from finished where a.id = finished.award_id
    returning finished.id`);
  if ((result as { rows: unknown[] }).rows.length === 0) return undefined;
  return findBatch(db, finish.id);
}

/** Records the bonus a batch's win became. */
export async function setBatchGrant(db: Db, id: string, grantId: string): Promise<void> {
  await db.update(bonusFreeSpinBatches).set({ grantId }).where(eq(bonusFreeSpinBatches.id, id));
}

/** Ends an active award; undefined when it is not active (ended meanwhile). */
export async function endAward(
  db: Db,
  end: { id: string; status: 'finished' | 'cancelled' | 'expired'; reason: BonusEndReason | null; at: Date },
): Promise<FreeSpinAwardRow | undefined> {
  const [ended] = await db
    .update(bonusFreeSpins)
    .set({ status: end.status, endReason: end.reason, endedAt: end.at })
    .where(and(eq(bonusFreeSpins.id, end.id), eq(bonusFreeSpins.status, 'active')))
    .returning();
  return ended;
}

/** The player's active awards (the ones a change of currency or a break ends). */
export async function activeAwardIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: bonusFreeSpins.id })
    .from(bonusFreeSpins)
    .where(and(eq(bonusFreeSpins.userId, userId), eq(bonusFreeSpins.status, 'active')));
  return rows.map((row) => row.id);
}

/** Active awards past their expiry. */
export async function expiredAwards(db: Db, at: Date, limit: number): Promise<FreeSpinAwardRow[]> {
  return db
    .select()
    .from(bonusFreeSpins)
    .where(and(eq(bonusFreeSpins.status, 'active'), lte(bonusFreeSpins.expiresAt, at)))
    .limit(limit);
}

/** Active awards with no open batch: the sweep opens their next one when the day allows. */
export async function awardsWithoutOpenBatch(db: Db, limit: number): Promise<FreeSpinAwardRow[]> {
  return db
    .select()
    .from(bonusFreeSpins)
    .where(
      and(
        eq(bonusFreeSpins.status, 'active'),
        sql`not exists (select 1 from ${bonusFreeSpinBatches} b
                         where b.award_id = ${bonusFreeSpins.id} and b.status in ('creating', 'active'))`,
      ),
    )
    .limit(limit);
}

/** Batches waiting on their provider: to create, to follow while played, or to cancel. */
export async function pendingBatches(
  db: Db,
  status: 'creating' | 'active' | 'cancelling',
  limit: number,
): Promise<FreeSpinBatchRow[]> {
  return db
    .select()
    .from(bonusFreeSpinBatches)
    .where(eq(bonusFreeSpinBatches.status, status))
    .orderBy(asc(bonusFreeSpinBatches.createdAt))
    .limit(limit);
}

/** The batches of an award in one of `statuses`. */
export async function batchesOf(
  db: Db,
  awardId: string,
  statuses: readonly FreeSpinBatchStatus[],
): Promise<FreeSpinBatchRow[]> {
  return db
    .select()
    .from(bonusFreeSpinBatches)
    .where(
      and(eq(bonusFreeSpinBatches.awardId, awardId), inArray(bonusFreeSpinBatches.status, [...statuses])),
    );
}
