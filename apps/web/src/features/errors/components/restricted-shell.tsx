import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useMatches, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { useLogout } from '../../auth/index.ts';
import { RESTRICTED_LINKS } from '../lib/restricted-paths.ts';
import styles from './restricted-shell.module.css';

/**
 * The frame of the app in a blocked country. A signed-in player sees why the app is restricted, the way to
 * their money and their histories, and logout; a guest sees only the screen (the blocked screen).
 */
export function RestrictedShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  const titleKey = useScreenTitleKey();
  return (
    <div className={styles.page}>
      {authenticated ? <RestrictedHeader /> : null}
      <main id="content" className={styles.main}>
        {titleKey ? <h1 className={styles.title}>{t(titleKey)}</h1> : null}
        {children}
      </main>
    </div>
  );
}

function RestrictedHeader() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const logout = useLogout();
  const onLogout = () =>
    logout.mutate(undefined, { onSettled: () => void navigate(to('/'), { replace: true }) });
  return (
    <header className={styles.header}>
      <p className={styles.notice}>{t('blockedCountry.restricted')}</p>
      <div className={styles.bar}>
        <nav aria-label={t('blockedCountry.navLabel')}>
          <ul className={styles.list}>
            {RESTRICTED_LINKS.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={to(link.path)}
                  end
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="ghost" onClick={onLogout} disabled={logout.isPending}>
          {t('account.layout.logout')}
        </Button>
      </div>
    </header>
  );
}

/** The title of the screen shown (route `handle.titleKey`); none for the blocked screen, which has its own. */
function useScreenTitleKey(): string | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { titleKey?: unknown } | undefined;
    if (typeof handle?.titleKey === 'string') return handle.titleKey;
  }
  return null;
}
