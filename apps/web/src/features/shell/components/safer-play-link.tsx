import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import styles from './footer.module.css';

/**
 * The way to the player-protection tools from every page's footer: the tools themselves for a signed-in player,
 * the page that explains them (and where to find them) for a visitor.
 */
export function SaferPlayLink() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const signedIn = useIsAuthenticated();
  return (
    <Link
      className={styles.saferPlay}
      to={to(signedIn ? '/profile/responsible-gambling' : '/info_pages/responsible_gaming')}
    >
      {t('shell.footer.responsibleGambling')}
    </Link>
  );
}
