import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_STATUSES,
  type VerificationDocumentKind,
  type VerificationFileType,
  type VerificationStatus,
} from '@casino/rules';

export const FILE_REVIEWS = ['pending', 'approved', 'rejected'] as const;
export type FileReview = (typeof FILE_REVIEWS)[number];

/** `column in ('a', 'b')` for a CHECK constraint over a fixed list of values. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

/**
 * Documents a player uploaded for verification (KYC). The bytes live in private file storage under
 * `storage_key` (a server-generated name); `original_name` is kept, sanitized, for display only.
 */
export const verificationFiles = pgTable(
  'verification_files',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<VerificationDocumentKind>().notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').$type<VerificationFileType>().notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    review: text('review').$type<FileReview>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_files_user_idx').on(t.userId, t.uploadedAt),
    index('verification_files_review_idx').on(t.review, t.uploadedAt),
    check('verification_files_kind_check', oneOf('kind', VERIFICATION_DOCUMENT_KINDS)),
    check('verification_files_review_check', oneOf('review', FILE_REVIEWS)),
    check('verification_files_size_check', sql`${t.size} > 0`),
  ],
);

/** A player's verification status; set only by staff. No row means 'not_verified'. */
export const verificationStatus = pgTable(
  'verification_status',
  {
    userId: uuid('user_id').primaryKey(),
    status: text('status').$type<VerificationStatus>().notNull().default('not_verified'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  () => [check('verification_status_status_check', oneOf('status', VERIFICATION_STATUSES))],
);
