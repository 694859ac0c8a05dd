import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import styles from './status-panel.module.css';

/** "Page not found" with the way back to the main page. */
export function NotFoundPanel() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{t('content.notFound.title')}</h1>
      <p className={styles.text}>{t('content.notFound.text')}</p>
      <Link to={localize('/')} className={styles.action}>
        {t('content.backToMain')}
      </Link>
    </div>
  );
}
