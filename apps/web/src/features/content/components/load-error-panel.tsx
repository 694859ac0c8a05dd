import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import styles from './status-panel.module.css';

/** A failed load: what happened, a retry and the way back to the main page. */
export function LoadErrorPanel({
  onRetry,
  heading: Heading = 'h1',
}: {
  onRetry: () => void;
  heading?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className={styles.panel} role="alert">
      <Heading className={styles.title}>{t('content.loadError.title')}</Heading>
      <p className={styles.text}>{t('content.loadError.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={onRetry}>
          {t('content.retry')}
        </button>
        <Link to={localize('/')} className={styles.secondary}>
          {t('content.backToMain')}
        </Link>
      </div>
    </div>
  );
}
