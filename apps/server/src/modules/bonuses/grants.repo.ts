import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BonusEndReason, BonusGrantStatus } from '@casino/contracts';
import type { Db, DbExecutor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { CompanionStatement } from '../wallet/companion-write.ts';
import {
  bonusCampaignSpend,
  bonusDeposits,
  bonusGrants,
  bonusPlayerClaims,
  bonusWageredStakes,
  type BonusGrantRow,
} from './grants.tables.ts';

export type NewGrantRow = typeof bonusGrants.$inferInsert;

/** Records a grant; undefined when the same campaign already granted to the player from the same source. */
export async function insertGrant(tx: DbExecutor, row: NewGrantRow): Promise<BonusGrantRow | undefined> {
  const [inserted] = await tx.insert(bonusGrants).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Counts one more grant of the campaign to the player in the period; false when the limit was reached. */
export async function takePlayerClaim(
  tx: DbExecutor,
  claim: { userId: string; campaignId: string; period: string; limit: number },
): Promise<boolean> {
  const taken = await tx
    .insert(bonusPlayerClaims)
    .values({ userId: claim.userId, campaignId: claim.campaignId, period: claim.period, count: 1 })
    .onConflictDoUpdate({
      target: [bonusPlayerClaims.userId, bonusPlayerClaims.campaignId, bonusPlayerClaims.period],
      set: { count: sql`${bonusPlayerClaims.count} + 1` },
      setWhere: sql`${bonusPlayerClaims.count} < ${claim.limit}`,
    })
    .returning({ count: bonusPlayerClaims.count });
  return taken.length > 0 && claim.limit >= 1;
}

/** The players who received the campaign as often as its per-player limit allows in the period. */
export async function playersAtLimit(
  db: Db,
  claim: { campaignId: string; period: string; limit: number },
): Promise<Set<string>> {
  const rows = await db
    .select({ userId: bonusPlayerClaims.userId })
    .from(bonusPlayerClaims)
    .where(
      and(
        eq(bonusPlayerClaims.campaignId, claim.campaignId),
        eq(bonusPlayerClaims.period, claim.period),
        gte(bonusPlayerClaims.count, claim.limit),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** Adds the amount to what the campaign granted in the currency; false when it would go over the budget. */
export async function takeBudget(
  tx: DbExecutor,
  spend: { campaignId: string; currency: string; amount: number; budget: number },
): Promise<boolean> {
  if (spend.amount > spend.budget) return false;
  const taken = await tx
    .insert(bonusCampaignSpend)
    .values({ campaignId: spend.campaignId, currency: spend.currency, granted: spend.amount })
    .onConflictDoUpdate({
      target: [bonusCampaignSpend.campaignId, bonusCampaignSpend.currency],
      set: { granted: sql`${bonusCampaignSpend.granted} + ${spend.amount}` },
      setWhere: sql`${bonusCampaignSpend.granted} + ${spend.amount} <= ${spend.budget}`,
    })
    .returning({ granted: bonusCampaignSpend.granted });
  return taken.length > 0;
}

export async function findGrant(db: DbExecutor, id: string): Promise<BonusGrantRow | undefined> {
  const [found] = await db.select().from(bonusGrants).where(eq(bonusGrants.id, id));
  return found;
}

/** The grant that owns the player's bonus account now (active, or ended and not yet settled), if any. */
export async function holdingGrant(db: DbExecutor, userId: string): Promise<BonusGrantRow | undefined> {
  const [found] = await db
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.holding, true)));
  return found;
}

/** The player's oldest queued grant that has not expired. */
export async function nextQueuedGrant(db: Db, userId: string, at: Date): Promise<BonusGrantRow | undefined> {
  const [found] = await db
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.userId, userId),
        eq(bonusGrants.status, 'queued'),
        sql`${bonusGrants.expiresAt} > ${at}`,
      ),
    )
    .orderBy(asc(bonusGrants.grantedAt), asc(bonusGrants.id))
    .limit(1);
  return found;
}

/**
 * Makes a queued grant the active one, holding the bonus account; undefined when it is no longer queued or
 * another grant of the player holds the account.
 */
export async function activateGrant(db: Db, id: string, at: Date): Promise<BonusGrantRow | undefined> {
  try {
    const [activated] = await db
      .update(bonusGrants)
      .set({ status: 'active', holding: true, activatedAt: at })
      .where(and(eq(bonusGrants.id, id), eq(bonusGrants.status, 'queued')))
      .returning();
    return activated;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Ends a grant that is in one of `from`; undefined when it is not (ended meanwhile). A holding grant keeps
 * holding until its end is settled in the ledger.
 */
export async function endGrant(
  db: DbExecutor,
  end: {
    id: string;
    from: readonly BonusGrantStatus[];
    status: BonusGrantStatus;
    reason: BonusEndReason;
    at: Date;
  },
): Promise<BonusGrantRow | undefined> {
  const [ended] = await db
    .update(bonusGrants)
    .set({ status: end.status, endReason: end.reason, endedAt: end.at })
    .where(and(eq(bonusGrants.id, end.id), inArray(bonusGrants.status, [...end.from])))
    .returning();
  return ended;
}

/** Written with the transfer that credits a grant's bonus money. */
export const grantCredited: CompanionStatement<{ id: string }> = {
  ctes: (v, transfer) =>
    sql`bonus_credited as (
      update ${bonusGrants} set credit_transfer_id = ${transfer.transferId}
       where id = ${v.id}::uuid and credit_transfer_id is null and ${transfer.applied})`,
};

/** Written with the transfer that settles an ended grant: the bonus account is free for the next one. */
export const grantSettled: CompanionStatement<{ id: string; converted: number | null }> = {
  ctes: (v, transfer) =>
    sql`bonus_settled as (
      update ${bonusGrants}
         set holding = false, settle_transfer_id = ${transfer.transferId},
             converted_amount = ${v.converted}::bigint
       where id = ${v.id}::uuid and holding and ${transfer.applied})`,
};

/** Frees the bonus account of an ended grant that had no money to settle. */
export async function releaseGrant(db: Db, id: string, converted: number | null): Promise<void> {
  await db
    .update(bonusGrants)
    .set({ holding: false, convertedAmount: converted })
    .where(and(eq(bonusGrants.id, id), eq(bonusGrants.holding, true)));
}

/**
 * Counts a stake's weighted share towards the active grant, once per stake; answers the grant's wagering after it,
 * or undefined when the stake was counted before or the grant is no longer active.
 */
export async function countStake(
  db: Db,
  stake: { grantId: string; provider: string; transactionId: string; counted: number },
): Promise<{ wagered: number; wageringRequired: number } | undefined> {
  const result = await db.execute(sql`
    with counted as (
      insert into ${bonusWageredStakes} (grant_id, provider, transaction_id, counted)
      select ${stake.grantId}::uuid, ${stake.provider}, ${stake.transactionId}, ${stake.counted}
       where exists (select 1 from ${bonusGrants} where id = ${stake.grantId}::uuid and status = 'active')
      on conflict do nothing
      returning counted)
    update ${bonusGrants} g set wagered = g.wagered + (select counted from counted)
     where g.id = ${stake.grantId}::uuid and g.status = 'active' and exists (select 1 from counted)
    returning g.wagered, g.wagering_required`);
  const [row] = rowsOf<{ wagered: string; wagering_required: string }>(result);
  return row ? { wagered: Number(row.wagered), wageringRequired: Number(row.wagering_required) } : undefined;
}

/** Takes back what a rolled-back stake counted, while its grant is still active (a stake is uncounted once). */
export async function uncountStake(
  db: Db,
  stake: { provider: string; transactionId: string },
): Promise<void> {
  await db.execute(sql`
    with removed as (
      delete from ${bonusWageredStakes}
       where provider = ${stake.provider} and transaction_id = ${stake.transactionId}
      returning grant_id, counted)
    update ${bonusGrants} g set wagered = greatest(0, g.wagered - removed.counted)
      from removed
     where g.id = removed.grant_id and g.status = 'active'`);
}

/** Active grants whose wagering is done (a completion a crash interrupted): the sweep completes them. */
export async function wageredGrants(db: Db, limit: number): Promise<BonusGrantRow[]> {
  return db
    .select()
    .from(bonusGrants)
    .where(
      and(eq(bonusGrants.status, 'active'), sql`${bonusGrants.wagered} >= ${bonusGrants.wageringRequired}`),
    )
    .limit(limit);
}

/**
 * Grants ended since `since` whose players have no grant holding their bonus account: where a late win of a round
 * an ended bonus had funded may have landed (the sweep settles it as the grant ended).
 */
export async function recentlyEndedGrants(db: Db, since: Date, limit: number): Promise<BonusGrantRow[]> {
  const result = await db.execute(sql`
    select distinct on (e.user_id) e.id from ${bonusGrants} e
     where e.ended_at >= ${since} and not e.holding
       and not exists (select 1 from ${bonusGrants} h where h.user_id = e.user_id and h.holding)
     order by e.user_id, e.ended_at desc
     limit ${limit}`);
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(bonusGrants).where(inArray(bonusGrants.id, ids));
}

/** Adds what a late settlement converted to the grant's converted amount. */
export const lateConverted: CompanionStatement<{ id: string; converted: number }> = {
  ctes: (v, transfer) =>
    sql`bonus_late_converted as (
      update ${bonusGrants} set converted_amount = coalesce(converted_amount, 0) + ${v.converted}::bigint
       where id = ${v.id}::uuid and ${transfer.applied})`,
};

/** The player's grants, newest first. */
export async function grantsOf(db: Db, userId: string): Promise<BonusGrantRow[]> {
  return db
    .select()
    .from(bonusGrants)
    .where(eq(bonusGrants.userId, userId))
    .orderBy(desc(bonusGrants.grantedAt), desc(bonusGrants.id))
    .limit(200);
}

/** Queued and active grants past their expiry. */
export async function expiredGrants(db: Db, at: Date, limit: number): Promise<BonusGrantRow[]> {
  return db
    .select()
    .from(bonusGrants)
    .where(and(inArray(bonusGrants.status, ['queued', 'active']), lte(bonusGrants.expiresAt, at)))
    .limit(limit);
}

/**
 * Grants whose money a crash may have left unmoved: active without their credit, or ended and still holding the
 * bonus account. The repair job finishes them.
 */
export async function grantsToRepair(db: Db, limit: number): Promise<BonusGrantRow[]> {
  return db
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.holding, true),
        sql`(${bonusGrants.status} <> 'active' or (${bonusGrants.amount} > 0 and ${bonusGrants.creditTransferId} is null))`,
      ),
    )
    .limit(limit);
}

/** The players with a queued grant and none holding their bonus account: the repair job activates the next. */
export async function playersWaitingForActivation(db: Db, at: Date, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct q.user_id from ${bonusGrants} q
     where q.status = 'queued' and q.expires_at > ${at}
       and not exists (select 1 from ${bonusGrants} h where h.user_id = q.user_id and h.holding)
     limit ${limit}`);
  return rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
}

/**
 * Records a credited deposit as the player's next one; answers its number (1 for the first). A deposit seen
 * before keeps its number. The player's events arrive one at a time, so the count cannot race.
 */
export async function recordDeposit(
  db: Db,
  deposit: { paymentId: string; userId: string; amount: number; currency: string; at: Date },
): Promise<number> {
  await db.execute(sql`
    insert into ${bonusDeposits} (payment_id, user_id, number, amount, currency, credited_at)
    values (${deposit.paymentId}::uuid, ${deposit.userId}::uuid,
            (select count(*) + 1 from ${bonusDeposits} where user_id = ${deposit.userId}::uuid),
            ${deposit.amount}, ${deposit.currency}, ${deposit.at})
    on conflict (payment_id) do nothing`);
  const [row] = await db
    .select({ number: bonusDeposits.number })
    .from(bonusDeposits)
    .where(eq(bonusDeposits.paymentId, deposit.paymentId));
  if (!row) throw new Error('the deposit was not recorded');
  return row.number;
}

/** The rows of a raw statement, whichever driver ran it. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How many credited deposits the engine has recorded for the player (the next one is number count + 1). */
export async function depositCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bonusDeposits)
    .where(eq(bonusDeposits.userId, userId));
  return row?.count ?? 0;
}

/** How many times the player received the campaign in the period (0 when never). */
export async function claimCount(
  db: Db,
  claim: { userId: string; campaignId: string; period: string },
): Promise<number> {
  const [row] = await db
    .select({ count: bonusPlayerClaims.count })
    .from(bonusPlayerClaims)
    .where(
      and(
        eq(bonusPlayerClaims.userId, claim.userId),
        eq(bonusPlayerClaims.campaignId, claim.campaignId),
        eq(bonusPlayerClaims.period, claim.period),
      ),
    );
  return row?.count ?? 0;
}
