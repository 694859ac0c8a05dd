import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import { openModal } from '../../../lib/ui-store.ts';
import { markDepositOffered } from '../../cashier/index.ts';
import { useInstallPrompt } from '../../pwa/index.ts';
import styles from './auth-form.module.css';

/**
 * THANK_FOR_REGISTRATION body (§2.10): the account is ready; the first deposit is the main action and installing
 * the app the second. This thanks is the session's deposit offer, so the first-login deposit modal does not open
 * again after it (a player who closes it can deposit from the header at any time).
 */
export default function ThankForRegistrationModal({ close }: ModalBodyProps<'THANK_FOR_REGISTRATION'>) {
  const { t } = useTranslation();
  const { installed, promptInstall } = useInstallPrompt();
  useEffect(markDepositOffered, []);
  return (
    <div className={styles.centered}>
      <p className={styles.text}>{t('auth.thanks.text')}</p>
      <p className={styles.note}>{t('auth.thanks.depositText')}</p>
      <div className={styles.actions}>
        <Button
          size="lg"
          fullWidth
          data-autofocus
          onClick={() => {
            close();
            openModal('DEPOSIT');
          }}
        >
          {t('auth.thanks.deposit')}
        </Button>
        {installed ? null : (
          <>
            <p className={styles.note}>{t('auth.thanks.installText')}</p>
            <Button
              variant="secondary"
              fullWidth
              onClick={() => {
                close();
                void promptInstall();
              }}
            >
              {t('auth.thanks.install')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
