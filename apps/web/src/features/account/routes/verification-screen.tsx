import { useTranslation } from 'react-i18next';
import { VERIFICATION_DOCUMENT_KINDS } from '@casino/rules';
import { useVerification } from '../api/get-verification.ts';
import { DocumentSlot } from '../components/document-slot.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { VerificationStatusPanel } from '../components/verification-status.tsx';
import panel from '../../../components/ui/panel.module.css';
import styles from './account-screen.module.css';

/** /profile/verification (§2.5, §5): status, the four document slots and their files. */
export default function VerificationScreen() {
  const { t } = useTranslation();
  const verification = useVerification();
  if (!verification.data)
    return <LoadState failed={verification.isError} onRetry={() => void verification.refetch()} />;
  const { status, pendingReview, files } = verification.data;
  return (
    <div className={styles.screen}>
      <VerificationStatusPanel status={status} pendingReview={pendingReview} />
      <section className={panel.panel} aria-labelledby="documents-title">
        <h2 id="documents-title" className={panel.heading}>
          {t('account.verification.documentsTitle')}
        </h2>
        <p className={panel.text}>{t('account.verification.rules')}</p>
        <div className={panel.grid}>
          {VERIFICATION_DOCUMENT_KINDS.map((kind) => (
            <DocumentSlot
              key={kind}
              kind={kind}
              files={files.filter((file) => file.kind === kind)}
              totalFiles={files.length}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
