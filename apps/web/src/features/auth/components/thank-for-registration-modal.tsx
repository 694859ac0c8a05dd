import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../../app/modal-registry.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useInstallPrompt } from '../../pwa/use-install-prompt.ts';
import styles from './auth-form.module.css';

/** THANK_FOR_REGISTRATION body: the account is ready; offers to install the app (§2.10). */
export default function ThankForRegistrationModal({ close }: ModalBodyProps) {
  const { t } = useTranslation();
  const { installed, promptInstall } = useInstallPrompt();
  return (
    <div className={styles.centered}>
      <p className={styles.text}>{t('auth.thanks.text')}</p>
      {installed ? null : <p className={styles.note}>{t('auth.thanks.installText')}</p>}
      <div className={styles.actions}>
        <Button size="lg" fullWidth data-autofocus onClick={close}>
          {t('auth.thanks.play')}
        </Button>
        {installed ? null : (
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
        )}
      </div>
    </div>
  );
}
