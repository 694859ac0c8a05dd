import { useState } from 'react';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { EndOthersOffer } from '../components/end-others-offer.tsx';
import { SessionsList } from '../components/sessions-list.tsx';
import styles from './account-screen.module.css';

/** /profile/security: change the password, then the active sessions. */
export default function SecurityScreen() {
  const [offerEndOthers, setOfferEndOthers] = useState(false);
  return (
    <div className={styles.screen}>
      <ChangePasswordForm onChanged={() => setOfferEndOthers(true)} />
      {offerEndOthers ? <EndOthersOffer onDone={() => setOfferEndOthers(false)} /> : null}
      <SessionsList />
    </div>
  );
}
