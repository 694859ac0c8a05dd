import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { isGameCategory } from '@casino/rules';
import { LinkButton } from '../../components/ui/button.tsx';
import { useLocalizedPath } from '../../lib/language.ts';
import { routeTitleKey, type RouteHandle } from './route-handle.ts';
import styles from './coming-soon-screen.module.css';

/**
 * The screen of a route whose feature lands later: the route's translated title and the line "This section
 * opens soon", with a way back to the lobby. It never shows invented content.
 */
export default function ComingSoonScreen() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const matches = useMatches();
  const params = useParams();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const category = isGameCategory(params.categoryId) ? params.categoryId : null;
  return (
    <section className={styles.screen} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={styles.title}>
        {t(routeTitleKey(handle, category))}
      </h1>
      <p className={styles.text}>{t('comingSoon.text')}</p>
      <LinkButton to={to('/')} variant="secondary">
        {t('comingSoon.action')}
      </LinkButton>
    </section>
  );
}
