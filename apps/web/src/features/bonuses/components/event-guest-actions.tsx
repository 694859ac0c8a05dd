import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { openModal } from '../../../lib/ui-store.ts';
import { keepBonusLink } from '../lib/bonus-link.ts';
import styles from './bonus-modal.module.css';
import own from './event-modal.module.css';

/**
 * A guest's way to a bonus link's offer: sign up or log in. Either keeps the link, so that the offer opens again
 * once signed in; the offer (priority 3) closes first, or it would stay over the sign-up or login modal (1).
 */
export function EventGuestActions({ slug, close }: { slug: string; close: () => void }) {
  const { t } = useTranslation();
  const signIn = (modal: 'SIGNUP' | 'LOGIN') => {
    keepBonusLink(slug);
    close();
    openModal(modal);
  };
  return (
    <>
      <p className={styles.note}>{t('bonuses.event.guestText')}</p>
      <div className={own.actions}>
        <Button fullWidth data-autofocus onClick={() => signIn('SIGNUP')}>
          {t('bonuses.event.signUp')}
        </Button>
        <Button fullWidth variant="secondary" onClick={() => signIn('LOGIN')}>
          {t('bonuses.event.logIn')}
        </Button>
      </div>
    </>
  );
}
