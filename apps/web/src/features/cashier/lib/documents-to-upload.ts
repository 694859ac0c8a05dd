import { VERIFICATION_DOCUMENT_KINDS, type VerificationDocumentKind } from '@casino/rules';
import type { VerificationResponse } from '@casino/contracts';

/**
 * The document slots (§5: four documents expected) that still need a file before staff can verify the account:
 * those with no file waiting for review and, unless the documents have expired, none approved either. A
 * rejected file counts as missing. In the order of the verification page.
 */
export function documentsToUpload({ status, files }: VerificationResponse): VerificationDocumentKind[] {
  const counted = status === 'documents_expired' ? ['pending'] : ['pending', 'approved'];
  return VERIFICATION_DOCUMENT_KINDS.filter(
    (kind) => !files.some((file) => file.kind === kind && counted.includes(file.review)),
  );
}
