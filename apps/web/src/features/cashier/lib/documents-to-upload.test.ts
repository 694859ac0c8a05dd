import { describe, expect, it } from 'vitest';
import type { VerificationFile, VerificationResponse } from '@casino/contracts';
import { documentsToUpload } from './documents-to-upload.ts';

const file = (kind: VerificationFile['kind'], review: VerificationFile['review']): VerificationFile => ({
  id: `${kind}-${review}`,
  kind,
  originalName: 'scan.pdf',
  contentType: 'application/pdf',
  size: 1000,
  uploadedAt: '2025-01-01T00:00:00.000Z',
  review,
  rejectionReason: review === 'rejected' ? 'unreadable' : null,
});

const verification = (
  status: VerificationResponse['status'],
  files: VerificationFile[],
): VerificationResponse => ({ status, pendingReview: files.some((f) => f.review === 'pending'), files });

describe('documents still to upload before a withdrawal', () => {
  it('lists all four slots when nothing was uploaded', () => {
    expect(documentsToUpload(verification('not_verified', []))).toEqual([
      'photo_id',
      'proof_of_address',
      'proof_of_payment',
      'other',
    ]);
  });

  it('a file waiting for review or approved fills its slot; a rejected one does not', () => {
    const files = [
      file('photo_id', 'pending'),
      file('proof_of_address', 'approved'),
      file('other', 'rejected'),
    ];
    expect(documentsToUpload(verification('not_verified', files))).toEqual(['proof_of_payment', 'other']);
  });

  it('expired documents: only new files waiting for review count', () => {
    const files = [file('photo_id', 'approved'), file('proof_of_address', 'pending')];
    expect(documentsToUpload(verification('documents_expired', files))).toEqual([
      'photo_id',
      'proof_of_payment',
      'other',
    ]);
  });
});
