import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { closeModal, openModal } from '../../../lib/ui-store.ts';
import { SignUpForm } from './signup-form.tsx';
import styles from './auth-form.module.css';

/** SIGNUP body (§2.9): the form, then the thank-you modal with the install-app prompt. */
export default function SignUpModal({ close }: ModalBodyProps<'SIGNUP'>) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <SignUpForm
        onSuccess={() => {
          close();
          openModal('THANK_FOR_REGISTRATION');
        }}
      />
      <p className={styles.row}>
        <span>{t('auth.signup.haveAccount')}</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            closeModal('SIGNUP');
            openModal('LOGIN');
          }}
        >
          {t('auth.signup.toLogin')}
        </button>
      </p>
    </div>
  );
}
