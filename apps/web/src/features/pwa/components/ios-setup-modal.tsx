import { useTranslation } from 'react-i18next';
import { IosInstallSteps } from './ios-install-steps.tsx';
import styles from './ios-setup-modal.module.css';

/** IOS_SETUP_MODAL body: Safari has no install prompt, so the player adds the app from the share sheet. */
export default function IosSetupModal() {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      <p>{t('modals.iosSetup.intro')}</p>
      <IosInstallSteps />
    </div>
  );
}
