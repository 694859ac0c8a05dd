import { z } from 'zod';
import {
  GAME_CATEGORIES,
  LANGUAGES,
  MAX_MONEY_MINOR_UNITS,
  PLAYER_CURRENCIES,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_PATTERN,
  type Language,
} from '@casino/rules';
import { gameTypeSchema } from './game-types.ts';

/**
 * Bonus campaigns (docs/bonuses.md): what triggers a bonus, what it gives, and the terms a granted bonus keeps.
 * Amounts are integer minor units, given per currency: a campaign pays only in the currencies it names.
 */

export const BONUS_TRIGGER_KINDS = [
  'registration',
  'registration_promo_code',
  'first_authorization',
  'promo_code',
  'birthday',
  'deposit',
  'periodic',
  'increase_winnings',
  'link',
] as const;
export type BonusTriggerKind = (typeof BONUS_TRIGGER_KINDS)[number];

const currencySchema = z.enum(PLAYER_CURRENCIES);
const minorAmount = z.number().int().min(1).max(MAX_MONEY_MINOR_UNITS);
/** An amount in each currency the campaign pays in. */
export const currencyAmountsSchema = z.partialRecord(currencySchema, minorAmount);
export type CurrencyAmounts = z.infer<typeof currencyAmountsSchema>;

const percent = z.number().int().min(0).max(100);
const promoCode = z.string().min(1).max(PROMO_CODE_MAX_LENGTH).regex(PROMO_CODE_PATTERN);
const gameRef = z.object({ provider: z.string().min(1).max(64), gameId: z.string().min(1).max(128) });

export const bonusTriggerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('registration') }),
  z.object({ kind: z.literal('registration_promo_code'), code: promoCode }),
  z.object({ kind: z.literal('first_authorization') }),
  z.object({ kind: z.literal('promo_code'), code: promoCode }),
  z.object({ kind: z.literal('birthday') }),
  z.object({
    kind: z.literal('deposit'),
    /** Which of the player's deposits qualify: 1 is the first. */
    depositNumbers: z.array(z.number().int().min(1).max(20)).min(1).max(20),
    minDeposit: currencyAmountsSchema,
    /** A code the deposit must carry, or null for every qualifying deposit. */
    code: promoCode.nullable(),
  }),
  z.object({
    kind: z.literal('periodic'),
    every: z.enum(['day', 'week', 'month']),
    /** Granted on the period's first deposit of at least `minDeposit`, else claimed once per period. */
    onDeposit: z.boolean(),
    minDeposit: currencyAmountsSchema,
  }),
  /** A share of each win on the campaign's games, paid as bonus money. */
  z.object({ kind: z.literal('increase_winnings') }),
  /** Claimed through its link (`/action?bonus=<slug>`). */
  z.object({ kind: z.literal('link') }),
]);
export type BonusTrigger = z.infer<typeof bonusTriggerSchema>;

export const bonusMoneyRewardSchema = z.discriminatedUnion('kind', [
  /** A share of the qualifying amount (the deposit, or the win for increase-winnings), within `min`..`max`. */
  z.object({
    kind: z.literal('percent'),
    percent: z.number().int().min(1).max(1000),
    min: currencyAmountsSchema,
    max: currencyAmountsSchema,
  }),
  z.object({ kind: z.literal('fixed'), amounts: currencyAmountsSchema }),
]);
export type BonusMoneyReward = z.infer<typeof bonusMoneyRewardSchema>;

export const freeSpinsRewardSchema = z.object({
  count: z.number().int().min(1).max(1000),
  games: z.array(gameRef).min(1).max(20),
  /** The stake of each free spin. */
  betValue: currencyAmountsSchema,
  /** The most that may be played in one day, or null for no daily limit. */
  dayLimit: z.number().int().min(1).max(1000).nullable(),
});
export type FreeSpinsReward = z.infer<typeof freeSpinsRewardSchema>;

/** How much each game counts towards wagering, in percent: a game's own weight, else its category's, else its type's. */
export const gameContributionsSchema = z.object({
  defaultPercent: percent,
  byType: z.partialRecord(gameTypeSchema, percent),
  byCategory: z.partialRecord(z.enum(GAME_CATEGORIES), percent),
  byGame: z.array(gameRef.extend({ percent })).max(200),
});
export type GameContributions = z.infer<typeof gameContributionsSchema>;

/** The terms of a bonus: copied onto each grant, so that a later edit of the campaign never changes them. */
export const bonusTermsSchema = z.object({
  money: bonusMoneyRewardSchema.nullable(),
  freeSpins: freeSpinsRewardSchema.nullable(),
  wagering: z.object({
    /** Times the base is to be staked; 0 is a bonus without wagering. */
    multiple: z.number().min(0).max(100),
    base: z.enum(['bonus', 'bonus_and_deposit']),
  }),
  contributions: gameContributionsSchema,
  minBet: currencyAmountsSchema,
  maxBet: currencyAmountsSchema,
  /** The most the bonus can turn into, as a multiple of the grant; null: no cap. */
  maxCashOutMultiple: z.number().min(1).max(1000).nullable(),
  /** Days a granted bonus lasts before it expires. */
  grantDays: z.number().int().min(1).max(365),
});
export type BonusTerms = z.infer<typeof bonusTermsSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
export const campaignTextSchema = z.object({ title: text(80), summary: text(240), terms: text(4000) });
export type CampaignText = z.infer<typeof campaignTextSchema>;

/** Every language's texts: a campaign is never shown in one language and missing in another. */
export const campaignTextsSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, campaignTextSchema])) as Record<
    Language,
    typeof campaignTextSchema
  >,
);

export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const campaignObject = z.object({
  slug: z.string().min(3).max(64).regex(CAMPAIGN_SLUG_PATTERN),
  trigger: bonusTriggerSchema,
  terms: bonusTermsSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  /** Alpha-2 codes of the countries it is offered in, or null for every country (the server checks they exist). */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .max(250)
    .nullable(),
  currencies: z.array(currencySchema).min(1),
  /** The most bonus money the campaign may grant in all, per currency; null: no budget. */
  budget: currencyAmountsSchema.nullable(),
  /** How many times one player may receive it (for a periodic bonus: in each period). */
  perPlayerLimit: z.number().int().min(1).max(1000),
  /** Listed on the promotions page. */
  listed: z.boolean(),
  /** The offer the main page's hero and the welcome card show; where two run, the newest is shown. */
  welcome: z.boolean(),
  texts: campaignTextsSchema,
});
type CampaignFields = z.infer<typeof campaignObject>;

export interface CampaignProblem {
  path: (string | number)[];
  message: string;
}

/** Triggers that come with an amount a percentage can be taken of: a deposit, or a win. */
function hasQualifyingAmount(trigger: BonusTrigger): boolean {
  if (trigger.kind === 'periodic') return trigger.onDeposit;
  return ['deposit', 'promo_code', 'link', 'increase_winnings'].includes(trigger.kind);
}

/** Triggers that come with a deposit, so that wagering may count the deposit too. */
function comesWithDeposit(trigger: BonusTrigger): boolean {
  return trigger.kind !== 'increase_winnings' && hasQualifyingAmount(trigger);
}

/**
 * The rules between a campaign's fields that the field schemas cannot see: what makes a campaign that validates
 * also make sense. Paths name the field at fault; messages are translation keys.
 */
export function campaignProblems(campaign: CampaignFields): CampaignProblem[] {
  const problems: CampaignProblem[] = [];
  const required = (path: CampaignProblem['path']) => problems.push({ path, message: 'validation.required' });
  const invalid = (path: CampaignProblem['path']) =>
    problems.push({ path, message: 'validation.noSuchOption' });
  const { terms, trigger } = campaign;
  const { money, freeSpins } = terms;
  if (!money && !freeSpins) required(['terms']);
  if (campaign.endsAt && Date.parse(campaign.endsAt) <= Date.parse(campaign.startsAt)) invalid(['endsAt']);

  // Every currency it pays in needs its amounts, and no amount names a currency it does not pay in.
  const paid = new Set(campaign.currencies);
  const needed: [CampaignProblem['path'], CurrencyAmounts][] = [[['terms', 'maxBet'], terms.maxBet]];
  const optional: [CampaignProblem['path'], CurrencyAmounts][] = [[['terms', 'minBet'], terms.minBet]];
  if (money?.kind === 'percent') {
    needed.push([['terms', 'money', 'max'], money.max]);
    optional.push([['terms', 'money', 'min'], money.min]);
  }
  if (money?.kind === 'fixed') needed.push([['terms', 'money', 'amounts'], money.amounts]);
  if (freeSpins) needed.push([['terms', 'freeSpins', 'betValue'], freeSpins.betValue]);
  if (trigger.kind === 'deposit' || (trigger.kind === 'periodic' && trigger.onDeposit))
    needed.push([['trigger', 'minDeposit'], trigger.minDeposit]);
  if (campaign.budget) optional.push([['budget'], campaign.budget]);
  for (const [path, amounts] of needed)
    for (const currency of paid) if (amounts[currency] === undefined) required([...path, currency]);
  for (const [path, amounts] of [...needed, ...optional])
    for (const currency of Object.keys(amounts))
      if (!(paid as Set<string>).has(currency)) invalid([...path, currency]);

  // Lower bounds below upper bounds.
  for (const currency of paid) {
    if (money?.kind === 'percent' && (money.min[currency] ?? 0) > (money.max[currency] ?? Infinity))
      invalid(['terms', 'money', 'min', currency]);
    if ((terms.minBet[currency] ?? 0) > (terms.maxBet[currency] ?? Infinity))
      invalid(['terms', 'minBet', currency]);
  }

  // What the trigger gives a percentage and the wagering to count.
  if (money?.kind === 'percent' && !hasQualifyingAmount(trigger)) invalid(['terms', 'money']);
  if (trigger.kind === 'increase_winnings' && money?.kind !== 'percent') invalid(['terms', 'money']);
  if (terms.wagering.base === 'bonus_and_deposit' && !comesWithDeposit(trigger))
    invalid(['terms', 'wagering', 'base']);
  if (trigger.kind === 'deposit' && new Set(trigger.depositNumbers).size !== trigger.depositNumbers.length)
    invalid(['trigger', 'depositNumbers']);
  if (freeSpins?.dayLimit && freeSpins.dayLimit > freeSpins.count)
    invalid(['terms', 'freeSpins', 'dayLimit']);
  const games = terms.contributions.byGame.map((game) => `${game.provider}/${game.gameId}`);
  if (new Set(games).size !== games.length) invalid(['terms', 'contributions', 'byGame']);
  return problems;
}

function refineCampaign(campaign: CampaignFields, context: z.RefinementCtx): void {
  for (const { path, message } of campaignProblems(campaign))
    context.addIssue({ code: 'custom', path, message });
}

/** What staff send to create a campaign. */
export const campaignInputSchema = campaignObject.superRefine(refineCampaign);
/** What staff send to edit one: the campaign and the version it was read at (a later save refuses it). */
export const campaignUpdateSchema = campaignObject
  .extend({ version: z.number().int().min(1) })
  .superRefine(refineCampaign);
export type CampaignInput = z.infer<typeof campaignInputSchema>;
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

export const CAMPAIGN_STATUSES = ['active', 'paused'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A campaign as staff see it. */
export const campaignSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Raised by every edit; a grant records the version whose terms it copied. */
  version: z.number().int(),
  trigger: bonusTriggerSchema,
  terms: bonusTermsSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  countries: z.array(z.string()).nullable(),
  currencies: z.array(currencySchema),
  budget: currencyAmountsSchema.nullable(),
  perPlayerLimit: z.number().int(),
  listed: z.boolean(),
  welcome: z.boolean(),
  texts: campaignTextsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({ campaigns: z.array(campaignSchema) });
export const campaignIdParamsSchema = z.object({ id: z.uuid() });
export const campaignSlugParamsSchema = z.object({ slug: z.string().min(1).max(64) });

/** A promotion as a visitor reads it, in one language and the visitor's currency. */
export const promotionSchema = z.object({
  slug: z.string(),
  trigger: z.enum(BONUS_TRIGGER_KINDS),
  title: z.string(),
  summary: z.string(),
  terms: z.string(),
  currency: currencySchema,
  /** The bonus money as a share of the deposit, or null. */
  percent: z.number().int().nullable(),
  /** The most bonus money (percent) or the fixed amount, in minor units; null without bonus money. */
  maxAmount: z.number().int().nullable(),
  freeSpins: z.number().int().nullable(),
  wageringMultiple: z.number(),
  wageringBase: z.enum(['bonus', 'bonus_and_deposit']),
  maxBet: z.number().int(),
  maxCashOutMultiple: z.number().nullable(),
  grantDays: z.number().int(),
  /** The smallest deposit that qualifies, in minor units, or null when no deposit is asked for. */
  minDeposit: z.number().int().nullable(),
  endsAt: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.object({ promotions: z.array(promotionSchema) });
export const welcomeOfferAnswerSchema = z.object({ offer: promotionSchema.nullable() });
export type WelcomeOfferAnswer = z.infer<typeof welcomeOfferAnswerSchema>;
/** The bonus the caller's next deposit claims with the deposit form's box, or null where none would be granted. */
export const depositOfferAnswerSchema = z
  .object({ offer: promotionSchema.nullable() })
  .meta({ id: 'DepositOfferAnswer' });
export type DepositOfferAnswer = z.infer<typeof depositOfferAnswerSchema>;
export const promotionsQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default('en'),
  currency: currencySchema.optional(),
});
