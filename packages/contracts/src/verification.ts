import { z } from 'zod';
import { VERIFICATION_DOCUMENT_KINDS, VERIFICATION_STATUSES } from '@casino/rules';

export const verificationFileSchema = z
  .object({
    id: z.string(),
    kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
    /** The name the player's file had, for display only; stored under a server-generated name. */
    originalName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    uploadedAt: z.string(),
    review: z.enum(['pending', 'approved', 'rejected']),
    rejectionReason: z.string().nullable(),
  })
  .meta({ id: 'VerificationFile' });
export type VerificationFile = z.infer<typeof verificationFileSchema>;

export const verificationResponseSchema = z
  .object({
    status: z.enum(VERIFICATION_STATUSES),
    /** True while uploaded files wait for review (1 to 24 hours). */
    pendingReview: z.boolean(),
    files: z.array(verificationFileSchema),
  })
  .meta({ id: 'Verification' });
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

export const verificationKindParamsSchema = z.object({ kind: z.enum(VERIFICATION_DOCUMENT_KINDS) });
export const verificationFileParamsSchema = z.object({ fileId: z.string().uuid() });

/** Staff decision on a player's uploaded files (the operator console comes later; this is its API). */
export const verificationDecisionSchema = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('approve'), status: z.enum(VERIFICATION_STATUSES).default('verified') }),
    z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1).max(500) }),
  ])
  .meta({ id: 'VerificationDecision' });
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;

export const verificationUserParamsSchema = z.object({ userId: z.string().uuid() });

/** Players with files waiting for staff review, longest waiting first. */
export const pendingVerificationsResponseSchema = z
  .object({
    items: z.array(
      z.object({
        userId: z.string(),
        status: z.enum(VERIFICATION_STATUSES),
        pendingFiles: z.number().int(),
        oldestUploadAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'PendingVerifications' });
export type PendingVerificationsResponse = z.infer<typeof pendingVerificationsResponseSchema>;
