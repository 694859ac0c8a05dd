import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import { STORAGE_KEYS, storage } from '../../../lib/storage-keys.ts';
import { openModal } from '../../../lib/ui-store.ts';
import styles from './auth-form.module.css';

/** WELCOME_BACK body (§4): greets the previous player; "not you?" forgets them and offers sign-up. */
export default function WelcomeBackModal({ close }: ModalBodyProps<'WELCOME_BACK'>) {
  const { t } = useTranslation();
  const email = storage.get(STORAGE_KEYS.prevUserEmail);
  return (
    <div className={styles.centered}>
      <p className={styles.text}>
        {email ? t('auth.welcomeBack.greeting', { email }) : t('auth.welcomeBack.greetingAnonymous')}
      </p>
      <div className={styles.actions}>
        <Button
          size="lg"
          fullWidth
          data-autofocus
          onClick={() => {
            close();
            openModal('LOGIN', email ? { email } : {});
          }}
        >
          {t('auth.welcomeBack.login')}
        </Button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            storage.remove(STORAGE_KEYS.prevUserEmail);
            close();
            openModal('SIGNUP');
          }}
        >
          {t('auth.welcomeBack.notYou')}
        </button>
      </div>
    </div>
  );
}
