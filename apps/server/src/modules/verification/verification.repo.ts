import { and, asc, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { VerificationStatus } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';
import { verificationFiles, verificationStatus } from './verification.tables.ts';

export type VerificationFileRow = typeof verificationFiles.$inferSelect;
export type NewVerificationFile = typeof verificationFiles.$inferInsert;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/bmp'] as const;
/** Rejected files no longer count: a player whose documents were refused may send new ones. */
const COUNTED_REVIEWS = ['pending', 'approved'] as const;

export async function findStatus(db: Db, userId: string): Promise<VerificationStatus> {
  const [row] = await db
    .select({ status: verificationStatus.status })
    .from(verificationStatus)
    .where(eq(verificationStatus.userId, userId));
  return row?.status ?? 'not_verified';
}

export async function listFiles(db: Db, userId: string): Promise<VerificationFileRow[]> {
  return db
    .select()
    .from(verificationFiles)
    .where(eq(verificationFiles.userId, userId))
    .orderBy(desc(verificationFiles.uploadedAt), asc(verificationFiles.id));
}

export async function findFile(db: Db, fileId: string): Promise<VerificationFileRow | undefined> {
  const [row] = await db.select().from(verificationFiles).where(eq(verificationFiles.id, fileId));
  return row;
}

function countedImagesOf(userId: string) {
  return and(
    eq(verificationFiles.userId, userId),
    inArray(verificationFiles.contentType, IMAGE_TYPES),
    inArray(verificationFiles.review, COUNTED_REVIEWS),
  );
}

export async function countImages(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(verificationFiles).where(countedImagesOf(userId));
  return row?.value ?? 0;
}

/**
 * Records a stored file unless it is an image and the player already holds `maxImages` of them. The player's
 * status row is locked first, so two uploads at once cannot both take the last place.
 */
export async function insertFileWithinCap(
  db: Db,
  file: NewVerificationFile,
  options: { isImage: boolean; maxImages: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.insert(verificationStatus).values({ userId: file.userId }).onConflictDoNothing();
    await tx
      .select({ userId: verificationStatus.userId })
      .from(verificationStatus)
      .where(eq(verificationStatus.userId, file.userId))
      .for('update');
    if (options.isImage) {
      const [row] = await tx
        .select({ value: count() })
        .from(verificationFiles)
        .where(countedImagesOf(file.userId));
      if ((row?.value ?? 0) >= options.maxImages) return false;
    }
    await tx.insert(verificationFiles).values(file);
    return true;
  });
}

export interface PendingReview {
  userId: string;
  status: VerificationStatus;
  pendingFiles: number;
  oldestUploadAt: Date;
}

/** Players with files waiting for review, longest waiting first. */
export async function listPendingReviews(db: Db, limit: number): Promise<PendingReview[]> {
  const oldest = min(verificationFiles.uploadedAt);
  const rows = await db
    .select({
      userId: verificationFiles.userId,
      status: sql<VerificationStatus>`coalesce(${verificationStatus.status}, 'not_verified')`,
      pendingFiles: count(),
      oldestUploadAt: oldest,
    })
    .from(verificationFiles)
    .leftJoin(verificationStatus, eq(verificationStatus.userId, verificationFiles.userId))
    .where(eq(verificationFiles.review, 'pending'))
    .groupBy(verificationFiles.userId, verificationStatus.status)
    .orderBy(asc(oldest))
    .limit(limit);
  return rows.map((row) => ({ ...row, oldestUploadAt: row.oldestUploadAt ?? new Date(0) }));
}

export type ReviewOutcome =
  { review: 'approved'; status: VerificationStatus } | { review: 'rejected'; reason: string };

/**
 * Applies a staff decision to every pending file of a player in one transaction; an approval also sets the
 * status. Answers how many files were reviewed.
 */
export async function applyDecision(
  db: Db,
  userId: string,
  staffId: string,
  outcome: ReviewOutcome,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const reviewed = await tx
      .update(verificationFiles)
      .set({
        review: outcome.review,
        rejectionReason: outcome.review === 'rejected' ? outcome.reason : null,
        reviewedBy: staffId,
        reviewedAt: at,
      })
      .where(and(eq(verificationFiles.userId, userId), eq(verificationFiles.review, 'pending')))
      .returning({ id: verificationFiles.id });
    if (outcome.review === 'approved') {
      await tx
        .insert(verificationStatus)
        .values({ userId, status: outcome.status, updatedAt: at, updatedBy: staffId })
        .onConflictDoUpdate({
          target: verificationStatus.userId,
          set: { status: outcome.status, updatedAt: at, updatedBy: staffId },
        });
    }
    return reviewed.length;
  });
}
