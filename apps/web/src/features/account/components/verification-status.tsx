import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '@casino/rules';
import panel from '../../../components/ui/panel.module.css';
import styles from './verification-status.module.css';

/** The KYC status badge (§4) and, while files wait for review, the 1-to-24-hours note. */
export function VerificationStatusPanel({
  status,
  pendingReview,
}: {
  status: VerificationStatus;
  pendingReview: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={panel.panel} aria-labelledby="verification-status-title">
      <h2 id="verification-status-title" className={panel.heading}>
        {t('account.verification.statusTitle')}
      </h2>
      <p className={`${styles.badge} ${styles[status]}`} data-testid="verification-status">
        {t(`account.verification.status.${status}`)}
      </p>
      {pendingReview ? <p className={panel.text}>{t('account.verification.pendingReview')}</p> : null}
    </section>
  );
}
