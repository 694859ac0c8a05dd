import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallAction } from '../lib/use-install-action.ts';
import { CloseIcon } from './icons.tsx';
import { LogoMark } from './logo.tsx';
import styles from './install-banner.module.css';

/**
 * The phone install-app banner (§2.8): below 768 px (CSS) and only while the app is not installed.
 * iOS opens the iOS setup modal; elsewhere the browser prompt or the install page. Dismissing hides it
 * for the rest of the visit.
 */
export function InstallBanner() {
  const { t } = useTranslation();
  const { installed, install } = useInstallAction();
  const [dismissed, setDismissed] = useState(false);
  if (installed || dismissed) return null;
  return (
    <aside className={styles.banner} aria-label={t('shell.installBanner.label')}>
      <LogoMark size={40} className={styles.mark} />
      <p className={styles.text}>
        <strong className={styles.title}>{t('shell.installBanner.title')}</strong>
        <span className={styles.subtitle}>{t('shell.installBanner.text')}</span>
      </p>
      <button type="button" className={styles.install} onClick={install}>
        {t('shell.installBanner.install')}
      </button>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('shell.installBanner.dismiss')}
        onClick={() => setDismissed(true)}
      >
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
