import { useTranslation } from 'react-i18next';
import type { VerificationFile } from '@casino/contracts';
import { verificationFileUrl } from '../api/get-verification.ts';
import styles from './uploaded-files.module.css';

/** A slot's uploaded files: name (a download link), review state and, when rejected, the reason. */
export function UploadedFiles({ files }: { files: readonly VerificationFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <p className={styles.empty}>{t('account.verification.noFiles')}</p>;
  return (
    <ul className={styles.list} aria-label={t('account.verification.filesTitle')}>
      {files.map((file) => (
        <li key={file.id} className={styles.file}>
          <a
            href={verificationFileUrl(file.id)}
            download
            className={styles.name}
            aria-label={t('account.verification.download', { name: file.originalName })}
          >
            {file.originalName}
          </a>
          <span className={`${styles.review} ${styles[file.review]}`}>
            {t(`account.verification.review.${file.review}`)}
          </span>
          {file.review === 'rejected' && file.rejectionReason ? (
            <span className={styles.reason}>
              {t('account.verification.rejectionReason', { reason: file.rejectionReason })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
