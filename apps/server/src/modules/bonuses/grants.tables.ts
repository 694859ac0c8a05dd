import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BONUS_END_REASONS,
  BONUS_GRANT_STATUSES,
  type BonusEndReason,
  type BonusGrantStatus,
  type BonusTerms,
  type BonusTriggerKind,
} from '@casino/contracts';
import { bonusCampaigns, oneOf, timestamptz } from './bonuses.tables.ts';

/** Minor units of the grant's currency; every amount the ledger holds fits a double exactly. */
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * Bonuses granted to players (docs/bonuses.md, Grants): the campaign's terms as they were at the grant (an edit of
 * the campaign never reaches them), the amounts they came to, and the wagering so far. `holding` is true from the
 * moment a grant is made active until the ledger has settled its end (converted or taken back the bonus
 * balance): the player's bonus account belongs to the one holding grant, so at most one holds at a time.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    campaignVersion: integer('campaign_version').notNull(),
    /** What granted it, e.g. `deposit:<payment id>`: one grant per campaign, player and source. */
    source: text('source').notNull(),
    triggerKind: text('trigger_kind').$type<BonusTriggerKind>().notNull(),
    status: text('status').$type<BonusGrantStatus>().notNull(),
    currency: text('currency').notNull(),
    terms: jsonb('terms').$type<BonusTerms>().notNull(),
    amount: minor('amount').notNull(),
    /** The deposit that qualified, when there was one. */
    depositAmount: minor('deposit_amount'),
    wageringRequired: minor('wagering_required').notNull(),
    wagered: minor('wagered').notNull().default(0),
    maxBet: minor('max_bet').notNull(),
    minBet: minor('min_bet'),
    maxCashOut: minor('max_cash_out'),
    holding: boolean('holding').notNull().default(false),
    creditTransferId: uuid('credit_transfer_id'),
    settleTransferId: uuid('settle_transfer_id'),
    convertedAmount: minor('converted_amount'),
    grantedAt: timestamptz('granted_at').notNull(),
    activatedAt: timestamptz('activated_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    endedAt: timestamptz('ended_at'),
    endReason: text('end_reason').$type<BonusEndReason>(),
  },
  (t) => [
    uniqueIndex('bonus_grants_source_uq').on(t.campaignId, t.userId, t.source),
    uniqueIndex('bonus_grants_holding_uq')
      .on(t.userId)
      .where(sql`${t.holding}`),
    index('bonus_grants_user_idx').on(t.userId, t.grantedAt),
    index('bonus_grants_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('queued', 'active')`),
    check('bonus_grants_status_check', oneOf('status', BONUS_GRANT_STATUSES)),
    check(
      'bonus_grants_end_reason_check',
      sql`end_reason is null or ${oneOf('end_reason', BONUS_END_REASONS)}`,
    ),
    check('bonus_grants_amounts_check', sql`amount >= 0 and wagered >= 0 and wagering_required >= 0`),
  ],
);

export type BonusGrantRow = typeof bonusGrants.$inferSelect;

/**
 * How many times each player received each campaign, per period (`once` for a campaign that is not periodic): the
 * per-player limit, taken in the grant's own transaction so that two triggers at once cannot both pass it.
 */
export const bonusPlayerClaims = pgTable(
  'bonus_player_claims',
  {
    userId: uuid('user_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    period: text('period').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.campaignId, t.period] }),
    // The winnings boost's hourly runs skip the players a campaign already boosted that day.
    index('bonus_player_claims_campaign_idx').on(t.campaignId, t.period),
  ],
);

/** The bonus money each campaign has granted, per currency: its budget, taken in the grant's own transaction. */
export const bonusCampaignSpend = pgTable(
  'bonus_campaign_spend',
  {
    campaignId: uuid('campaign_id').notNull(),
    currency: text('currency').notNull(),
    granted: minor('granted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.currency] })],
);

/** The players' credited deposits in the order the engine saw them: which deposit (1st, 2nd…) each one was. */
export const bonusDeposits = pgTable(
  'bonus_deposits',
  {
    paymentId: uuid('payment_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    number: integer('number').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    creditedAt: timestamptz('credited_at').notNull(),
  },
  (t) => [uniqueIndex('bonus_deposits_number_uq').on(t.userId, t.number)],
);

/**
 * The stakes counted towards each grant's wagering, by the provider's bet id: a stake delivered twice is counted
 * once, and a rolled-back stake takes back exactly what it counted.
 */
export const bonusWageredStakes = pgTable(
  'bonus_wagered_stakes',
  {
    grantId: uuid('grant_id').notNull(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    counted: minor('counted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.transactionId] })],
);

/**
 * A player's wrong promo codes in the current hour: past the limit, codes are not checked at all until the hour is
 * over, so that codes cannot be found by trying (docs/bonuses.md, Promo codes).
 */
export const bonusCodeFailures = pgTable('bonus_code_failures', {
  userId: uuid('user_id').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  failures: integer('failures').notNull(),
});
