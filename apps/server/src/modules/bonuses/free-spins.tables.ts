import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BonusEndReason, BonusTerms, BonusTriggerKind } from '@casino/contracts';
import { bonusCampaigns, oneOf, timestamptz } from './bonuses.tables.ts';

export const FREE_SPIN_AWARD_STATUSES = ['active', 'finished', 'cancelled', 'expired'] as const;
export type FreeSpinAwardStatus = (typeof FREE_SPIN_AWARD_STATUSES)[number];

/**
 * A batch's life: `creating` until the provider has the award (a retry creates it with the same id), `active`
 * while its rounds are played, `finished` once its win is reported (a win above 0 becomes a bonus),
 * `cancelling` until the provider has cancelled it, then `cancelled`.
 */
export const FREE_SPIN_BATCH_STATUSES = [
  'creating',
  'active',
  'finished',
  'cancelling',
  'cancelled',
] as const;
export type FreeSpinBatchStatus = (typeof FREE_SPIN_BATCH_STATUSES)[number];

/**
 * Free spins granted to players (docs/free-rounds.md): `count` spins at `bet_amount` on the listed games, at most
 * `day_limit` a day, played in batches the provider runs as free rounds. The terms are the campaign's at the grant;
 * the batches' winnings become bonus money under them. `played` counts the spins of finished batches.
 */
export const bonusFreeSpins = pgTable(
  'bonus_free_spins',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    campaignVersion: integer('campaign_version').notNull(),
    /** What granted it, as the grant's source: one award per campaign, player and source. */
    source: text('source').notNull(),
    triggerKind: text('trigger_kind').$type<BonusTriggerKind>().notNull(),
    currency: text('currency').notNull(),
    terms: jsonb('terms').$type<BonusTerms>().notNull(),
    /** The provider that runs the spins (every listed game is its). */
    provider: text('provider').notNull(),
    gameIds: jsonb('game_ids').$type<string[]>().notNull(),
    betAmount: bigint('bet_amount', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    dayLimit: integer('day_limit'),
    played: integer('played').notNull().default(0),
    status: text('status').$type<FreeSpinAwardStatus>().notNull(),
    endReason: text('end_reason').$type<BonusEndReason>(),
    grantedAt: timestamptz('granted_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    uniqueIndex('bonus_free_spins_source_uq').on(t.campaignId, t.userId, t.source),
    index('bonus_free_spins_user_idx').on(t.userId, t.grantedAt),
    index('bonus_free_spins_active_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    check('bonus_free_spins_status_check', oneOf('status', FREE_SPIN_AWARD_STATUSES)),
    check('bonus_free_spins_counts_check', sql`count > 0 and played >= 0 and played <= count`),
  ],
);
export type FreeSpinAwardRow = typeof bonusFreeSpins.$inferSelect;

/**
 * The batches of an award the provider runs as free-rounds awards of its own, one open at a time: the spins the
 * day's limit allows (all of them without a limit). The id is the provider's free-rounds id.
 */
export const bonusFreeSpinBatches = pgTable(
  'bonus_free_spin_batches',
  {
    id: uuid('id').primaryKey(),
    awardId: uuid('award_id')
      .notNull()
      .references(() => bonusFreeSpins.id),
    userId: uuid('user_id').notNull(),
    /** The UTC day (YYYY-MM-DD) the batch was opened on: the day its spins count against. */
    day: text('day').notNull(),
    count: integer('count').notNull(),
    status: text('status').$type<FreeSpinBatchStatus>().notNull(),
    /** The spins its rounds played and their win, once reported. */
    played: integer('played'),
    win: bigint('win', { mode: 'number' }),
    /** The bonus the win became (a win of 0 becomes none). */
    grantId: uuid('grant_id'),
    createdAt: timestamptz('created_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('bonus_free_spin_batches_open_uq')
      .on(t.awardId)
      .where(sql`${t.status} in ('creating', 'active')`),
    index('bonus_free_spin_batches_user_idx').on(t.userId, t.day),
    index('bonus_free_spin_batches_pending_idx')
      .on(t.status)
      .where(sql`${t.status} in ('creating', 'active', 'cancelling')`),
    check('bonus_free_spin_batches_status_check', oneOf('status', FREE_SPIN_BATCH_STATUSES)),
  ],
);
export type FreeSpinBatchRow = typeof bonusFreeSpinBatches.$inferSelect;
