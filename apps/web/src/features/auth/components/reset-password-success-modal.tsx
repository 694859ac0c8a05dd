import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import { openModal } from '../../../lib/ui-store.ts';
import styles from './auth-form.module.css';

/** RESET_PASSWORD_SUCCESS body: the password is changed; every old session ended; log in again. */
export default function ResetPasswordSuccessModal({ close }: ModalBodyProps<'RESET_PASSWORD_SUCCESS'>) {
  const { t } = useTranslation();
  return (
    <div className={styles.centered}>
      <p className={styles.text}>{t('auth.resetSuccess.text')}</p>
      <Button
        size="lg"
        fullWidth
        data-autofocus
        onClick={() => {
          close();
          openModal('LOGIN');
        }}
      >
        {t('auth.resetSuccess.login')}
      </Button>
    </div>
  );
}
