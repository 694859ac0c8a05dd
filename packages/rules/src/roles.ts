/** Who a signed-in person is to the platform. Staff are also people with an account (§6, issue: roles). */
export const ROLES = ['player', 'support', 'finance', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['support', 'finance', 'admin'];

/** Verification (KYC) statuses of §4. */
export const VERIFICATION_STATUSES = [
  'not_verified',
  'verified',
  'documents_expired',
  'less_than_18',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The four document slots of §5. */
export const VERIFICATION_DOCUMENT_KINDS = [
  'photo_id',
  'proof_of_address',
  'proof_of_payment',
  'other',
] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

/** Upload limits of §5 and §9: under 5 MB each, fewer than 20 images in all. */
export const VERIFICATION_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const VERIFICATION_MAX_IMAGES = 20;
export const VERIFICATION_FILE_TYPES = ['image/jpeg', 'image/png', 'image/bmp', 'application/pdf'] as const;
export type VerificationFileType = (typeof VERIFICATION_FILE_TYPES)[number];
/** File name extensions the picker offers (the server decides by content, not by name). */
export const VERIFICATION_FILE_EXTENSIONS = ['.jpeg', '.jpg', '.pdf', '.bmp', '.png'] as const;
