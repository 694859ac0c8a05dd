import { useTranslation } from 'react-i18next';
import { InstallSteps } from './install-steps.tsx';
import { ShareIcon } from './share-icon.tsx';
import styles from './ios-setup-modal.module.css';

/** IOS_SETUP_MODAL body: Safari has no install prompt, so the player adds the app from the share sheet. */
export default function IosSetupModal() {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      <p>{t('modals.iosSetup.intro')}</p>
      <InstallSteps
        steps={[
          <>
            {t('pwa.steps.iosShare')} <ShareIcon />
          </>,
          t('pwa.steps.iosAddToHome'),
          t('pwa.steps.iosConfirm'),
        ]}
      />
    </div>
  );
}
