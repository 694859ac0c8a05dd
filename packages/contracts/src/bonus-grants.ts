import { z } from 'zod';
import { LANGUAGES, PLAYER_CURRENCIES, PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN } from '@casino/rules';
import { BONUS_TRIGGER_KINDS, gameContributionsSchema } from './bonuses.ts';

/**
 * Granted bonuses as their player sees them (docs/bonuses.md, Grants): one active at a time, the others queued in
 * grant order, and the ended ones in the history with why they ended. Amounts are minor units of `currency`.
 */
export const BONUS_GRANT_STATUSES = [
  'queued',
  'active',
  /** Wagering completed: the bonus money (up to the cap) became real money. */
  'completed',
  /** Cancelled by the player; the bonus money went back. */
  'cancelled',
  /** Ended by a rule: a withdrawal, a break from gambling, a change of currency, a change of bonus. */
  'forfeited',
  'expired',
] as const;
export type BonusGrantStatus = (typeof BONUS_GRANT_STATUSES)[number];

/** Why a bonus ended other than by completing its wagering or the player cancelling it. */
export const BONUS_END_REASONS = [
  'completed',
  'cancelled',
  'withdrawal',
  'break',
  'currency_change',
  'replaced',
  'expired',
] as const;
export type BonusEndReason = (typeof BONUS_END_REASONS)[number];

export const bonusGrantSchema = z.object({
  id: z.uuid(),
  /** The campaign's slug, for its promotion page. */
  slug: z.string(),
  title: z.string(),
  trigger: z.enum(BONUS_TRIGGER_KINDS),
  status: z.enum(BONUS_GRANT_STATUSES),
  currency: z.enum(PLAYER_CURRENCIES),
  /** The bonus money granted. */
  amount: z.number().int(),
  /** The bonus balance now: only the active bonus holds money. */
  balance: z.number().int(),
  /** Stakes counted so far, each times its game's contribution, against `wageringRequired`. */
  wagered: z.number().int(),
  wageringRequired: z.number().int(),
  /** The largest stake allowed while the bonus is active; a larger bet is refused. */
  maxBet: z.number().int(),
  /** The smallest stake that counts towards wagering, or null. */
  minBet: z.number().int().nullable(),
  /** The most the bonus can turn into real money, or null for no cap. */
  maxCashOut: z.number().int().nullable(),
  contributions: gameContributionsSchema,
  grantedAt: z.string(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(BONUS_END_REASONS).nullable(),
  /** What became real money when the wagering was completed. */
  convertedAmount: z.number().int().nullable(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

export const myBonusesSchema = z.object({
  active: bonusGrantSchema.nullable(),
  /** Waiting, in grant order: the first becomes active when the active one ends. */
  queue: z.array(bonusGrantSchema),
  /** Ended bonuses, newest first (the last 50). */
  history: z.array(bonusGrantSchema),
});
export type MyBonuses = z.infer<typeof myBonusesSchema>;

export const myBonusesQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });
export const bonusGrantParamsSchema = z.object({ id: z.uuid() });

export const redeemPromoCodeRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(PROMO_CODE_MAX_LENGTH, 'validation.tooLong')
    .regex(PROMO_CODE_PATTERN, 'validation.invalidCharacters'),
});
export type RedeemPromoCodeRequest = z.infer<typeof redeemPromoCodeRequestSchema>;

/**
 * A code redeemed in `profile/bonuses`: `activated` when its bonus was granted now (a bonus without a deposit),
 * `withDeposit` when it is claimed with a deposit (the deposit form takes it).
 */
export const redeemPromoCodeAnswerSchema = z.object({
  outcome: z.enum(['activated', 'withDeposit']),
  code: z.string(),
  bonuses: myBonusesSchema,
});
export type RedeemPromoCodeAnswer = z.infer<typeof redeemPromoCodeAnswerSchema>;

/**
 * A free-spins award as its player sees it (§3 free spins, docs/free-rounds.md): spins at a fixed bet on named
 * games, played in those games; their winnings become bonus money under the campaign's wagering.
 */
export const freeSpinsAwardSchema = z.object({
  id: z.uuid(),
  /** The campaign's slug and title, for its promotion page. */
  slug: z.string(),
  title: z.string(),
  currency: z.enum(PLAYER_CURRENCIES),
  /** The games the spins are played in: open one of them to play. */
  games: z.array(z.object({ provider: z.string(), gameId: z.string(), name: z.string() })),
  /** §3 betAmount: the bet of every spin, minor units. */
  betAmount: z.number().int(),
  /** §3 number: the spins left in all. */
  number: z.number().int(),
  /** §3 numberDay: the spins played today (UTC day). */
  numberDay: z.number().int(),
  /** §3 dayLimit: the most that may be played in one day, or null for no daily limit. */
  dayLimit: z.number().int().nullable(),
  /** The spins that can be played now: what is left for the day under a limit, else `number`. */
  left: z.number().int(),
  expiresAt: z.string(),
});
export type FreeSpinsAward = z.infer<typeof freeSpinsAwardSchema>;

export const myFreeSpinsSchema = z.object({
  /** The spins left over all awards: the count the FREE_SPINS modal watches. */
  number: z.number().int(),
  awards: z.array(freeSpinsAwardSchema),
});
export type MyFreeSpins = z.infer<typeof myFreeSpinsSchema>;

/**
 * A campaign activated by link (`action?data=bonus:<slug>`) claimed by the signed-in player: `granted` false when
 * they had it already (its per-player limit); the player's bonuses after it.
 */
export const claimPromotionAnswerSchema = z.object({
  granted: z.boolean(),
  bonuses: myBonusesSchema,
});
export type ClaimPromotionAnswer = z.infer<typeof claimPromotionAnswerSchema>;
