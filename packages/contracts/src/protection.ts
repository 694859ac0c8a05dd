import { z } from 'zod';
import {
  LIMIT_PERIODS,
  MARKETS,
  MAX_MONEY_MINOR_UNITS,
  MONEY_LIMIT_KINDS,
  REALITY_CHECK_MAX_MINUTES,
  REALITY_CHECK_MIN_MINUTES,
  SELF_EXCLUSION_PERIODS,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  TIME_OUT_PERIODS,
} from '@casino/rules';

/** A break the player asks for: a time-out, or a self-exclusion that cannot be shortened or lifted early. */
export const startExclusionRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeOut'), period: z.enum(TIME_OUT_PERIODS) }),
  z.object({ kind: z.literal('selfExclusion'), period: z.enum(SELF_EXCLUSION_PERIODS) }),
]);
export type StartExclusionRequest = z.infer<typeof startExclusionRequestSchema>;

/** The break in force: what it is, when it started and when it ends (ISO 8601). */
export const exclusionSchema = z.object({
  kind: z.enum(['timeOut', 'selfExclusion']),
  period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type ExclusionView = z.infer<typeof exclusionSchema>;

const required = 'validation.required';
const positiveAmount = z
  .number({ error: required })
  .int('validation.positiveNumber')
  .positive('validation.positiveNumber')
  .max(MAX_MONEY_MINOR_UNITS, 'apiErrors.amount_above_maximum');
const sessionMinutes = z
  .number({ error: required })
  .int('protection.errors.sessionRange')
  .min(SESSION_LIMIT_MIN_MINUTES, 'protection.errors.sessionRange')
  .max(SESSION_LIMIT_MAX_MINUTES, 'protection.errors.sessionRange');

/**
 * A limit the player sets: a money limit in minor units of their currency over a rolling day, week or month, or
 * the session time limit in minutes. `amount: null` asks to remove it. A lower limit applies at once; a higher
 * one or a removal waits for its cooling-off and the player's confirmation.
 */
export const setLimitRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(MONEY_LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: positiveAmount.nullable(),
  }),
  z.object({ kind: z.literal('session'), period: z.literal('session'), amount: sessionMinutes.nullable() }),
]);
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

/** Which limit a confirmation is for. */
export const limitKeySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(MONEY_LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) }),
  z.object({ kind: z.literal('session'), period: z.literal('session') }),
]);
export type LimitKeyRequest = z.infer<typeof limitKeySchema>;

/** A raise or removal waiting for its cooling-off and confirmation. */
export const pendingLimitSchema = z.object({
  /** The amount asked for; null asks to remove the limit. */
  amount: z.number().int().nullable(),
  requestedAt: z.iso.datetime(),
  confirmableFrom: z.iso.datetime(),
  lapsesAt: z.iso.datetime(),
});
export type PendingLimitView = z.infer<typeof pendingLimitSchema>;

/** One limit as it stands: its amount (null: none), what it has counted in its period now, and any pending change. */
export const limitViewSchema = z.object({
  kind: z.enum([...MONEY_LIMIT_KINDS, 'session']),
  period: z.enum([...LIMIT_PERIODS, 'session']),
  /** Minor units of `currency` for money limits; minutes for the session limit. */
  amount: z.number().int().nullable(),
  /** Counted so far in the rolling period (money limits); minutes of the current session (session limit). */
  used: z.number().int(),
  /** The currency of a money limit; null for the session limit. */
  currency: z.string().nullable(),
  pending: pendingLimitSchema.nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const realityCheckSchema = z.object({
  /** The interval in minutes; null: off. */
  minutes: z.number().int().nullable(),
  /** Whether the player's market lets them switch reality checks off. */
  mayBeOff: z.boolean(),
});
export type RealityCheckView = z.infer<typeof realityCheckSchema>;

export const setRealityCheckRequestSchema = z.object({
  minutes: z
    .number({ error: required })
    .int('protection.errors.realityCheckRange')
    .min(REALITY_CHECK_MIN_MINUTES, 'protection.errors.realityCheckRange')
    .max(REALITY_CHECK_MAX_MINUTES, 'protection.errors.realityCheckRange')
    .nullable(),
});
export type SetRealityCheckRequest = z.infer<typeof setRealityCheckRequestSchema>;

/** The current session: when it started and the net result of the player's play in it (minor units). */
export const playSessionSchema = z.object({
  startedAt: z.iso.datetime(),
  /** When the session time limit ends it; null without a session limit. */
  endsAt: z.iso.datetime().nullable(),
  /** Wins minus stakes since the session started, in minor units of `currency` (negative: a loss). */
  netResult: z.number().int(),
  staked: z.number().int(),
  currency: z.string(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

/** The player's protection settings as they stand. */
export const playerProtectionSchema = z.object({
  /** The market whose rules apply (the account's country). */
  market: z.enum(MARKETS),
  /** The break in force, or null. */
  exclusion: exclusionSchema.nullable(),
  /**
   * After a self-exclusion has run its course: whether the player may now ask to come back, and when a request
   * already made takes effect.
   */
  returnRequest: z.object({ mayRequest: z.boolean(), returnsAt: z.iso.datetime().nullable() }),
  /** Every limit (deposit, loss and wager per period, then the session limit), set or not. */
  limits: z.array(limitViewSchema),
  realityCheck: realityCheckSchema,
  /** Hours a raise or removal of a limit waits before it can be confirmed, in this market. */
  coolingOffHours: z.number().int(),
});
export type PlayerProtection = z.infer<typeof playerProtectionSchema>;

/** One audited change of a player's protection settings, as staff read it. */
export const protectionChangeSchema = z.object({
  at: z.iso.datetime(),
  /** What changed: a limit (`deposit.day`, `session.session`…), the reality check, a break, or a return. */
  subject: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** `player`, or the staff account that made the change. */
  actor: z.string(),
  reason: z.string().nullable(),
});
export type ProtectionChange = z.infer<typeof protectionChangeSchema>;

/** What staff read about a player's protection: the settings as they stand and every change. */
export const staffPlayerProtectionSchema = z.object({
  protection: playerProtectionSchema,
  changes: z.array(protectionChangeSchema),
});
export type StaffPlayerProtection = z.infer<typeof staffPlayerProtectionSchema>;

const reasonSchema = z.string({ error: required }).trim().min(3, required).max(500, 'validation.tooLong');

/** Staff may only lower a limit (or set a first one), with a reason. */
export const staffLimitRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(MONEY_LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: positiveAmount,
    reason: reasonSchema,
  }),
  z.object({
    kind: z.literal('session'),
    period: z.literal('session'),
    amount: sessionMinutes,
    reason: reasonSchema,
  }),
]);
export type StaffLimitRequest = z.infer<typeof staffLimitRequestSchema>;

/** Staff may only add a time-out, with a reason. */
export const staffTimeOutRequestSchema = z.object({ period: z.enum(TIME_OUT_PERIODS), reason: reasonSchema });
export type StaffTimeOutRequest = z.infer<typeof staffTimeOutRequestSchema>;
