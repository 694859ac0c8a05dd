import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { BonusTriggerKind } from '@casino/contracts';
import type { Db, DbExecutor } from '../../platform/db/client.ts';
import { bonusCampaigns, bonusCampaignVersions, type BonusCampaignRow } from './bonuses.tables.ts';

export type NewCampaignRow = Omit<BonusCampaignRow, 'id'> & { id?: string };

export async function listCampaignRows(db: Db): Promise<BonusCampaignRow[]> {
  return db.select().from(bonusCampaigns).orderBy(desc(bonusCampaigns.createdAt));
}

export async function findCampaignRow(db: DbExecutor, id: string): Promise<BonusCampaignRow | undefined> {
  const [found] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  return found;
}

/** The active campaigns whose window holds `at` (of one trigger kind, if given): what may be offered or granted now. */
export async function runningCampaignRows(
  db: Db,
  at: Date,
  kind?: BonusTriggerKind,
): Promise<BonusCampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.status, 'active'),
        lte(bonusCampaigns.startsAt, at),
        or(isNull(bonusCampaigns.endsAt), gt(bonusCampaigns.endsAt, at)),
        kind === undefined ? undefined : eq(bonusCampaigns.triggerKind, kind),
      ),
    )
    .orderBy(desc(bonusCampaigns.startsAt), desc(bonusCampaigns.createdAt));
}

export async function insertCampaignRow(tx: DbExecutor, row: NewCampaignRow): Promise<BonusCampaignRow> {
  const [inserted] = await tx.insert(bonusCampaigns).values(row).returning();
  if (!inserted) throw new Error('the campaign was not recorded');
  return inserted;
}

/** Saves a new version over `expectedVersion`; undefined when another save came first. */
export async function updateCampaignRow(
  tx: DbExecutor,
  id: string,
  expectedVersion: number,
  changes: Omit<NewCampaignRow, 'createdAt'>,
): Promise<BonusCampaignRow | undefined> {
  const [updated] = await tx
    .update(bonusCampaigns)
    .set(changes)
    .where(and(eq(bonusCampaigns.id, id), eq(bonusCampaigns.version, expectedVersion)))
    .returning();
  return updated;
}

/** Records the campaign as it now stands, by whom. */
export async function recordCampaignVersion(
  tx: DbExecutor,
  row: BonusCampaignRow,
  savedBy: string,
): Promise<void> {
  await tx.insert(bonusCampaignVersions).values({
    campaignId: row.id,
    version: row.version,
    status: row.status,
    slug: row.slug,
    definition: row.definition,
    texts: row.texts,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    listed: row.listed,
    welcome: row.welcome,
    savedBy,
    savedAt: row.updatedAt,
  });
}

export async function campaignVersionCount(db: Db, campaignId: string): Promise<number> {
  const rows = await db
    .select({ version: bonusCampaignVersions.version })
    .from(bonusCampaignVersions)
    .where(eq(bonusCampaignVersions.campaignId, campaignId));
  return rows.length;
}

/** The texts and slug of campaign versions, by `campaignId:version`: what a grant was granted under. */
export async function campaignVersionTexts(
  db: Db,
  campaignIds: readonly string[],
): Promise<Map<string, Pick<BonusCampaignRow, 'slug' | 'texts'>>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: bonusCampaignVersions.campaignId,
      version: bonusCampaignVersions.version,
      slug: bonusCampaignVersions.slug,
      texts: bonusCampaignVersions.texts,
    })
    .from(bonusCampaignVersions)
    .where(inArray(bonusCampaignVersions.campaignId, [...new Set(campaignIds)]));
  return new Map(rows.map((row) => [`${row.campaignId}:${row.version}`, row]));
}
