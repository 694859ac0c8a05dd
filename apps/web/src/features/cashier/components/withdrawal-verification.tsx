import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationResponse } from '@casino/contracts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useVerification } from '../../account/index.ts';
import { documentsToUpload } from '../lib/documents-to-upload.ts';
import panel from '../../../components/ui/panel.module.css';
import styles from './withdrawal-verification.module.css';

/**
 * Withdrawals are paid to verified accounts only (the server answers 403 `verification_required` otherwise).
 * Above the withdrawal form (`children`), a player who is not verified is told so, which documents are still
 * missing and the way to the verification page, so the form is never a dead end. A verified player, or one whose
 * status cannot be read, sees the form alone: the server checks again, and its refusal names the page too.
 */
export function WithdrawalVerificationNotice({ children }: { children: ReactNode }) {
  const verification = useVerification();
  if (verification.isPending) return <LoadState failed={false} onRetry={() => undefined} />;
  const unverified = verification.data && verification.data.status !== 'verified' ? verification.data : null;
  return (
    <div className={styles.screen}>
      {unverified ? <VerificationNeeded verification={unverified} /> : null}
      {children}
    </div>
  );
}

function VerificationNeeded({ verification }: { verification: VerificationResponse }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const titleId = useId();
  const { status, pendingReview } = verification;
  const missing = status === 'less_than_18' ? [] : documentsToUpload(verification);
  return (
    <section className={panel.panel} aria-labelledby={titleId} data-testid="withdrawal-verification">
      <h2 id={titleId} className={panel.heading}>
        {t('cashier.verificationNeeded.title')}
      </h2>
      <p className={panel.text}>{t(`cashier.verificationNeeded.reason.${status}`)}</p>
      <p className={styles.status}>
        {t('cashier.verificationNeeded.status', { status: t(`account.verification.status.${status}`) })}
      </p>
      {missing.length > 0 ? (
        <div className={styles.missing}>
          <p className={styles.missingTitle}>{t('cashier.verificationNeeded.missing')}</p>
          <ul className={styles.list}>
            {missing.map((kind) => (
              <li key={kind}>{t(`account.verification.kinds.${kind}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {pendingReview ? <p className={panel.text}>{t('account.verification.pendingReview')}</p> : null}
      <div className={panel.actions}>
        <LinkButton to={localize('/profile/verification')}>
          {t('cashier.withdrawal.goToVerification')}
        </LinkButton>
      </div>
    </section>
  );
}
