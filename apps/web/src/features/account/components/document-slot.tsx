import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationFile } from '@casino/contracts';
import type { VerificationDocumentKind } from '@casino/rules';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useUploadVerificationFiles } from '../api/upload-verification-file.ts';
import { ACCEPTED_FILES, uploadProblem } from '../lib/upload-checks.ts';
import { UploadedFiles } from './uploaded-files.tsx';
import styles from './document-slot.module.css';

/**
 * One of the four document slots (§5): a file input checked in the browser first (type by name, size,
 * count), then each file uploaded as multipart; the slot's uploaded files with their review state below.
 */
export function DocumentSlot({
  kind,
  files,
  totalFiles,
}: {
  kind: VerificationDocumentKind;
  files: readonly VerificationFile[];
  totalFiles: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadVerificationFiles(kind);
  const [error, setError] = useState<string | null>(null);
  const title = t(`account.verification.kinds.${kind}`);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // Emptied at once so that choosing the same file again is a change too.
    input.value = '';
    if (chosen.length === 0) return;
    const problem = uploadProblem(chosen, totalFiles);
    if (problem) {
      setError(t(`account.errors.${problem}`));
      return;
    }
    setError(null);
    upload.mutate(chosen, {
      onSuccess: () => showToast({ kind: 'success', text: 'account.toasts.filesUploaded', translate: true }),
      onError: (failure) => setError(apiErrorMessage(t, failure)),
    });
  };

  return (
    <section className={styles.slot} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {title}
      </h3>
      <label htmlFor={`${id}-input`} className={styles.picker} aria-disabled={upload.isPending}>
        {t(upload.isPending ? 'account.verification.uploading' : 'account.verification.choose')}
        <span className={styles.visuallyHidden}>: {title}</span>
      </label>
      <input
        id={`${id}-input`}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        className={styles.input}
        disabled={upload.isPending}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <UploadedFiles files={files} />
    </section>
  );
}
