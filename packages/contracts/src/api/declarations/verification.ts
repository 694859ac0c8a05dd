import type { Role } from '@casino/rules';
import { errorBodySchema } from '../../errors.ts';
import {
  pendingVerificationsResponseSchema,
  verificationDecisionSchema,
  verificationFileParamsSchema,
  verificationKindParamsSchema,
  verificationResponseSchema,
  verificationUserParamsSchema,
} from '../../verification.ts';
import type { EndpointDeclarations } from '../declaration.ts';

/** Staff who review verification documents. */
export const VERIFICATION_REVIEWERS: readonly Role[] = ['support', 'admin'];

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const reviewers = { roles: VERIFICATION_REVIEWERS };
const tags = ['verification'];
const staffTags = ['verification', 'staff'];

/** Verification (KYC): the player's uploads and the staff review. Downloads answer the file itself. */
export const verificationEndpoints = {
  getVerification: {
    access: 'signed-in',
    summary: "The signed-in account's verification status and uploaded documents",
    tags,
    response: { 200: verificationResponseSchema, 401: errorBodySchema },
  },
  uploadVerificationFile: {
    access: 'signed-in',
    summary:
      'Upload one document (multipart/form-data, one file): JPEG, PNG, BMP or PDF by content, up to 5 MB',
    tags,
    params: verificationKindParamsSchema,
    rawBody: 'multipart',
    response: {
      201: verificationResponseSchema,
      ...errors,
      406: errorBodySchema,
      409: errorBodySchema,
      413: errorBodySchema,
      415: errorBodySchema,
    },
  },
  downloadVerificationFile: {
    access: 'signed-in',
    summary: 'Download one of your own documents (as an attachment)',
    tags,
    params: verificationFileParamsSchema,
    response: errors,
  },
  getPendingVerifications: {
    access: reviewers,
    summary: 'Players with documents waiting for review, longest waiting first',
    tags: staffTags,
    response: { 200: pendingVerificationsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
  },
  getStaffUserVerification: {
    access: reviewers,
    summary: "A player's verification status and documents",
    tags: staffTags,
    params: verificationUserParamsSchema,
    response: { 200: verificationResponseSchema, ...errors },
  },
  downloadStaffVerificationFile: {
    access: reviewers,
    summary: "Download a player's document (as an attachment)",
    tags: staffTags,
    params: verificationFileParamsSchema,
    response: errors,
  },
  decideVerification: {
    access: reviewers,
    summary: "Approve a player's pending documents (setting the status) or reject them with a reason",
    tags: staffTags,
    params: verificationUserParamsSchema,
    body: verificationDecisionSchema,
    response: { 200: verificationResponseSchema, ...errors, 409: errorBodySchema },
  },
} satisfies EndpointDeclarations;
