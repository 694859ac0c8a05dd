import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import { clearSession, useIsAuthenticated, useSessionUser } from '../../../lib/session.ts';
import { exchangeHandedSession, showApiError } from '../lib/handed-session.ts';
import { useCompleteSignIn } from '../lib/use-complete-sign-in.ts';
import styles from './auth-form.module.css';
import choiceStyles from './confirm-sign-in-modal.module.css';

/**
 * CONFIRM_SIGN_IN body: a link (§2.4) would sign this browser in as another account. Nothing changes until
 * the player chooses to continue; the safe choice (stay as they are, or cancel) has the focus, so that Enter
 * or Escape never switches accounts.
 */
export default function ConfirmSignInModal({ props, close }: ModalBodyProps<'CONFIRM_SIGN_IN'>) {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  const current = useSessionUser();
  const completeSignIn = useCompleteSignIn();
  const [switching, setSwitching] = useState(false);
  const { handed, maskedEmail: account } = props;
  const confirm = async () => {
    setSwitching(true);
    try {
      const answer = await exchangeHandedSession(handed, true);
      // The previous player's data leaves the device before the new session is saved.
      clearSession();
      completeSignIn(answer);
    } catch (error) {
      showApiError(error);
    }
    close();
  };

  return (
    <div className={styles.centered}>
      <p className={styles.text}>{t('auth.confirmSignIn.question', { account })}</p>
      {authenticated ? (
        <p className={styles.note}>
          {current
            ? t('auth.confirmSignIn.signedInAs', { current: current.email })
            : t('auth.confirmSignIn.signedIn')}
        </p>
      ) : null}
      <p className={styles.note}>{t('auth.confirmSignIn.onlyIfYours')}</p>
      <div className={styles.actions}>
        <Button
          size="lg"
          fullWidth
          className={choiceStyles.choice}
          disabled={switching}
          onClick={() => void confirm()}
        >
          {t('auth.confirmSignIn.continue', { account })}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          fullWidth
          className={choiceStyles.choice}
          data-autofocus
          disabled={switching}
          onClick={close}
        >
          {!authenticated
            ? t('auth.confirmSignIn.cancel')
            : current
              ? t('auth.confirmSignIn.stay', { current: current.email })
              : t('auth.confirmSignIn.stayUnnamed')}
        </Button>
      </div>
    </div>
  );
}
