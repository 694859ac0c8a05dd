import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import { Logo } from './logo.tsx';
import styles from './logo-link.module.css';

/** The logo as a link to the main page; `onClick` lets the footer also scroll to the top. */
export function LogoLink({ compact, onClick }: { compact?: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Link to={localize('/')} className={styles.link} aria-label={t('shell.logo.home')} onClick={onClick}>
      <Logo compact={compact} />
    </Link>
  );
}
