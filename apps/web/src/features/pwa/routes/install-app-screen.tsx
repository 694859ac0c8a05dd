import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { InstallSteps } from '../components/install-steps.tsx';
import { IosInstallSteps } from '../components/ios-install-steps.tsx';
import { useInstallPrompt } from '../use-install-prompt.ts';
import styles from './install-app-screen.module.css';

/**
 * install-app/{deviceId?} (§2.2): how to install the app on each kind of device, with an install button when
 * the browser offered installation. The device id in the path is accepted and not used yet.
 */
export default function InstallAppScreen() {
  const { t } = useTranslation();
  const { canPrompt, installed, promptInstall } = useInstallPrompt();
  return (
    <section className={styles.screen} aria-labelledby="install-app-title">
      <h1 id="install-app-title" className={styles.title}>
        {t('pwa.install.title')}
      </h1>
      <p className={styles.intro}>{t('pwa.install.intro')}</p>
      <div className={styles.action}>
        {installed ? (
          <p role="status" className={styles.installed}>
            {t('pwa.install.installed')}
          </p>
        ) : canPrompt ? (
          <Button size="lg" onClick={() => void promptInstall()}>
            {t('pwa.install.button')}
          </Button>
        ) : (
          <p className={styles.hint}>{t('pwa.install.followSteps')}</p>
        )}
      </div>
      <div className={styles.platforms}>
        <section className={styles.platform} aria-labelledby="install-android">
          <h2 id="install-android" className={styles.platformTitle}>
            {t('pwa.platforms.android')}
          </h2>
          <InstallSteps
            steps={[t('pwa.steps.androidMenu'), t('pwa.steps.androidInstall'), t('pwa.steps.androidConfirm')]}
          />
        </section>
        <section className={styles.platform} aria-labelledby="install-ios">
          <h2 id="install-ios" className={styles.platformTitle}>
            {t('pwa.platforms.ios')}
          </h2>
          <IosInstallSteps />
        </section>
        <section className={styles.platform} aria-labelledby="install-desktop">
          <h2 id="install-desktop" className={styles.platformTitle}>
            {t('pwa.platforms.desktop')}
          </h2>
          <InstallSteps
            steps={[t('pwa.steps.desktopIcon'), t('pwa.steps.desktopConfirm'), t('pwa.steps.desktopOpen')]}
          />
        </section>
      </div>
    </section>
  );
}
