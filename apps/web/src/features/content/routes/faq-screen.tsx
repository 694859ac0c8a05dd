import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useFaq } from '../api/get-faq.ts';
import { FaqItem } from '../components/faq-item.tsx';
import { LoadErrorPanel } from '../components/load-error-panel.tsx';
import styles from './faq-screen.module.css';

/** faq: the questions as an accessible accordion. */
export default function FaqScreen() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const query = useFaq();
  return (
    <div className={styles.screen}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('content.faq.title')}</h1>
        <p className={styles.lead}>{t('content.faq.lead')}</p>
      </header>
      {query.isPending ? (
        <div className={styles.list} aria-hidden="true" data-testid="faq-skeleton">
          {[0, 1, 2, 3, 4].map((row) => (
            <span key={row} className={`skeleton ${styles.skeletonRow}`} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadErrorPanel heading="h2" onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('content.faq.empty')}</p>
          <Link to={localize('/')} className={styles.emptyAction}>
            {t('content.backToMain')}
          </Link>
        </div>
      ) : (
        <div className={styles.list}>
          {query.data.items.map((item) => (
            <FaqItem key={item.id} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}
