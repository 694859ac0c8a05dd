import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import styles from './account-title.module.css';

/** The screen title, with the back button beside it at desktop width and above it on phones (§2.5). */
export function AccountTitle({ title, backTo }: { title: string; backTo?: string | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className={styles.row}>
      {backTo ? (
        <Link to={to(backTo)} className={styles.back}>
          <span aria-hidden="true">‹</span> {t('account.layout.back')}
        </Link>
      ) : null}
      <h1 id="account-title" className={styles.title}>
        {title}
      </h1>
    </div>
  );
}
