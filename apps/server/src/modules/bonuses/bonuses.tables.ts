import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CampaignInput, CampaignStatus } from '@casino/contracts';

/** A timestamp with time zone read as a Date (the bonus tables' one kind of time). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A check that a text column holds one of `values` (the bonus tables' states and reasons). */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** What a campaign is besides its texts and dates: kept as one document, the shape `campaignInputSchema` checks. */
export type CampaignDefinition = Pick<
  CampaignInput,
  'trigger' | 'terms' | 'countries' | 'currencies' | 'budget' | 'perPlayerLimit'
>;

/**
 * Bonus campaigns (docs/bonuses.md). The columns are what the platform looks campaigns up by (the slug of the
 * promotion page and the activation link, the promo code, the trigger, the window, whether it is listed or the
 * welcome offer); the rest of the campaign is one document. `promo_code` is the trigger's code in upper case,
 * unique across campaigns, so that a code names one campaign. An edit raises `version`; a grant copies the terms
 * of the version it was granted from.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    status: text('status').$type<CampaignStatus>().notNull(),
    version: integer('version').notNull(),
    triggerKind: text('trigger_kind').notNull(),
    promoCode: text('promo_code'),
    definition: jsonb('definition').$type<CampaignDefinition>().notNull(),
    texts: jsonb('texts').$type<CampaignInput['texts']>().notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at'),
    listed: boolean('listed').notNull(),
    welcome: boolean('welcome').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('bonus_campaigns_slug_uq').on(t.slug),
    uniqueIndex('bonus_campaigns_promo_code_uq').on(t.promoCode),
    index('bonus_campaigns_trigger_idx').on(t.triggerKind, t.status),
    check('bonus_campaigns_status_check', sql.raw(`status in ('active', 'paused')`)),
    check('bonus_campaigns_window_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export type BonusCampaignRow = typeof bonusCampaigns.$inferSelect;

/**
 * Every version of every campaign as staff saved it, with who saved it and why the status changed: the audit of
 * the campaigns, and the terms a grant names by (campaign, version).
 */
export const bonusCampaignVersions = pgTable(
  'bonus_campaign_versions',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    version: integer('version').notNull(),
    status: text('status').$type<CampaignStatus>().notNull(),
    slug: text('slug').notNull(),
    definition: jsonb('definition').$type<CampaignDefinition>().notNull(),
    texts: jsonb('texts').$type<CampaignInput['texts']>().notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at'),
    listed: boolean('listed').notNull(),
    welcome: boolean('welcome').notNull(),
    /** The staff account that saved it, or `seed` for the demo content. */
    savedBy: text('saved_by').notNull(),
    savedAt: timestamptz('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.version] })],
);
