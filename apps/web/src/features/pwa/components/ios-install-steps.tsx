import { useTranslation } from 'react-i18next';
import { InstallSteps } from './install-steps.tsx';
import { ShareIcon } from './share-icon.tsx';

/** Safari's steps (it has no install prompt): Share, Add to Home Screen, confirm. */
export function IosInstallSteps() {
  const { t } = useTranslation();
  return (
    <InstallSteps
      steps={[
        <>
          {t('pwa.steps.iosShare')} <ShareIcon />
        </>,
        t('pwa.steps.iosAddToHome'),
        t('pwa.steps.iosConfirm'),
      ]}
    />
  );
}
