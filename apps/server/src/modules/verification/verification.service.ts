import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  VERIFICATION_MAX_FILE_BYTES,
  VERIFICATION_MAX_IMAGES,
  type VerificationDocumentKind,
  type VerificationStatus,
} from '@casino/rules';
import type {
  PendingVerificationsResponse,
  VerificationDecision,
  VerificationFile,
  VerificationResponse,
} from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import {
  FileTooLargeError,
  StoredFileMissingError,
  type FileStorage,
} from '../../platform/storage/file-storage.ts';
import { fileStorageFor } from '../../platform/storage/storage-for-config.ts';
import { downloadName, sanitizeOriginalName } from './file-names.ts';
import { isImageType, sniffFileType, SNIFF_BYTES } from './file-sniffing.ts';
import { readHead } from './read-head.ts';
import * as repo from './verification.repo.ts';

export interface VerificationServiceOptions {
  /** Where uploads are kept; by default DATA_DIR/uploads (a temporary directory for `memory://`). */
  storage?: FileStorage;
  /** Whether an account exists; staff answers 404 for unknown ones when given. */
  accountExists?: (userId: string) => Promise<boolean>;
  now?: () => Date;
}

export interface UploadedFile {
  /** The name the browser sent, for display only. */
  filename: string | undefined;
  stream: Readable;
}

export interface StoredFileDownload {
  contentType: string;
  size: number;
  /** A display name with the extension of the file's real type. */
  name: string;
  stream: Readable;
}

/** Players with files waiting shown to staff at once; the oldest come first. */
const PENDING_LIST_LIMIT = 500;

function toContract(row: repo.VerificationFileRow): VerificationFile {
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    review: row.review,
    rejectionReason: row.rejectionReason,
  };
}

const fileTypeError = () =>
  new AppError('file_type', 415, 'Only JPEG, PNG, BMP and PDF files are accepted (judged by content).');
const tooManyImagesError = () =>
  new AppError('too_many_images', 409, `At most ${VERIFICATION_MAX_IMAGES} images can be kept for review.`);

/**
 * Verification (KYC): players upload documents, staff review them and set the status. The status is only
 * ever set by staff. `statusOf` is what other modules read.
 */
export function createVerificationService(
  platform: Pick<Platform, 'db' | 'config' | 'clock'>,
  options: VerificationServiceOptions = {},
) {
  const { db } = platform;
  const now = options.now ?? platform.clock ?? (() => new Date());
  let storage = options.storage;
  // Created on first use, so a service used only for statusOf never touches the disk.
  const files = (): FileStorage => (storage ??= fileStorageFor(platform.config.dataDir));

  async function overview(userId: string): Promise<VerificationResponse> {
    const [status, rows] = await Promise.all([repo.findStatus(db, userId), repo.listFiles(db, userId)]);
    return {
      status,
      pendingReview: rows.some((row) => row.review === 'pending'),
      files: rows.map(toContract),
    };
  }

  async function requireAccount(userId: string): Promise<void> {
    if (options.accountExists && !(await options.accountExists(userId)))
      throw AppError.notFound('No such account.');
  }

  async function download(row: repo.VerificationFileRow): Promise<StoredFileDownload> {
    try {
      const stream = await files().get(row.storageKey);
      return {
        contentType: row.contentType,
        size: row.size,
        name: downloadName(row.originalName, row.contentType),
        stream,
      };
    } catch (error) {
      if (error instanceof StoredFileMissingError) throw AppError.notFound('The file is no longer stored.');
      throw error;
    }
  }

  return {
    statusOf: (userId: string): Promise<VerificationStatus> => repo.findStatus(db, userId),

    overview,

    /**
     * Stores one document after judging its type by content. Nothing is stored when the type is refused,
     * the file is over the size limit or the image cap is reached.
     */
    async upload(
      userId: string,
      kind: VerificationDocumentKind,
      file: UploadedFile,
    ): Promise<VerificationResponse> {
      const { head, stream } = await readHead(file.stream, SNIFF_BYTES);
      const contentType = sniffFileType(head);
      if (!contentType) {
        stream.destroy();
        throw fileTypeError();
      }
      const isImage = isImageType(contentType);
      if (isImage && (await repo.countImages(db, userId)) >= VERIFICATION_MAX_IMAGES) {
        stream.destroy();
        throw tooManyImagesError();
      }
      const id = randomUUID();
      const storageKey = `verification/${userId}/${id}`;
      let size: number;
      try {
        ({ size } = await files().put(storageKey, stream, { maxBytes: VERIFICATION_MAX_FILE_BYTES }));
      } catch (error) {
        if (error instanceof FileTooLargeError)
          throw new AppError('file_too_large', 413, 'Each file must be under 5 MB.');
        throw error;
      }
      try {
        const recorded = await repo.insertFileWithinCap(
          db,
          {
            id,
            userId,
            kind,
            originalName: sanitizeOriginalName(file.filename),
            contentType,
            size,
            storageKey,
          },
          { isImage, maxImages: VERIFICATION_MAX_IMAGES },
        );
        if (!recorded) throw tooManyImagesError();
      } catch (error) {
        await files().delete(storageKey);
        throw error;
      }
      return overview(userId);
    },

    /** A player's own file; another player's file answers 404 as if it did not exist. */
    async ownFile(userId: string, fileId: string): Promise<StoredFileDownload> {
      const row = await repo.findFile(db, fileId);
      if (!row || row.userId !== userId) throw AppError.notFound('No such file.');
      return download(row);
    },

    async staffFile(fileId: string): Promise<StoredFileDownload> {
      const row = await repo.findFile(db, fileId);
      if (!row) throw AppError.notFound('No such file.');
      return download(row);
    },

    async pending(): Promise<PendingVerificationsResponse> {
      const rows = await repo.listPendingReviews(db, PENDING_LIST_LIMIT);
      return { items: rows.map((row) => ({ ...row, oldestUploadAt: row.oldestUploadAt.toISOString() })) };
    },

    async staffOverview(userId: string): Promise<VerificationResponse> {
      await requireAccount(userId);
      return overview(userId);
    },

    /**
     * Approval reviews the pending files and sets the status (verified unless staff choose another);
     * rejection marks them rejected with the reason the player reads and leaves the status as it is.
     */
    async decide(
      userId: string,
      staffId: string,
      decision: VerificationDecision,
    ): Promise<VerificationResponse> {
      if (userId === staffId) throw AppError.forbidden('Staff cannot review their own documents.');
      await requireAccount(userId);
      const outcome: repo.ReviewOutcome =
        decision.decision === 'approve'
          ? { review: 'approved', status: decision.status }
          : { review: 'rejected', reason: decision.reason };
      const reviewed = await repo.applyDecision(db, userId, staffId, outcome, now());
      if (outcome.review === 'rejected' && reviewed === 0)
        throw new AppError('conflict', 409, 'No files are waiting for review.');
      return overview(userId);
    },

    async close(): Promise<void> {
      await storage?.close();
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
