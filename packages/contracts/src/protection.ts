import { z } from 'zod';
import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '@casino/rules';

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

/** The player's protection settings as they stand. */
export const playerProtectionSchema = z.object({
  /** The break in force, or null. */
  exclusion: exclusionSchema.nullable(),
});
export type PlayerProtection = z.infer<typeof playerProtectionSchema>;
