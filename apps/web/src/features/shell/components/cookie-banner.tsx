import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import { STORAGE_KEYS, storage } from '../../../lib/storage-keys.ts';
import styles from './cookie-banner.module.css';

/** §4: shown until cookiesAccepted is 'true'; the okay button stores it. */
export function CookieBanner() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const headingId = useId();
  const [accepted, setAccepted] = useState(() => storage.get(STORAGE_KEYS.cookiesAccepted) === 'true');
  if (accepted) return null;
  const accept = () => {
    storage.set(STORAGE_KEYS.cookiesAccepted, 'true');
    setAccepted(true);
  };
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {t('shell.cookies.title')}
          </h2>
          <p className={styles.body}>
            {t('shell.cookies.text')}{' '}
            <Link to={localize('/info_pages/privacy_policy')} className={styles.link}>
              {t('shell.cookies.privacy')}
            </Link>
          </p>
        </div>
        <button type="button" className={styles.accept} onClick={accept}>
          {t('shell.cookies.accept')}
        </button>
      </div>
    </section>
  );
}
