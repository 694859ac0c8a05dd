import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionCacheSync } from '../../auth/index.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { MenuIcon } from './icons.tsx';
import { LogoLink } from './logo-link.tsx';
import { SearchTrigger } from './search-trigger.tsx';
import styles from './header.module.css';

// Only players see these; guests, the lobby's first visitors, never load their code.
const PlayerActions = lazy(() => import('./player-actions.tsx'));

interface HeaderProps {
  /** Whether the sidebar (docked) or the drawer (narrow screens) is expanded. */
  menuExpanded: boolean;
  onMenuToggle: () => void;
  menuToggleRef?: Ref<HTMLButtonElement>;
  sidebarId: string;
  /** Set while the drawer is open over the page. */
  inert?: boolean;
}

/**
 * The fixed 64 px header: menu toggle, logo, search (≥ 1024 px); the guest's log-in and sign-up, or the
 * player's balance with deposit, profile and log-out. It also asks, once per page load, who is signed in.
 */
export function Header({ menuExpanded, onMenuToggle, menuToggleRef, sidebarId, inert }: HeaderProps) {
  const { t } = useTranslation();
  useSessionCacheSync();
  const authenticated = useIsAuthenticated();
  return (
    <header className={styles.header} inert={inert}>
      <button
        ref={menuToggleRef}
        type="button"
        className={styles.menuButton}
        aria-label={t('shell.header.menu')}
        aria-expanded={menuExpanded}
        aria-controls={sidebarId}
        onClick={onMenuToggle}
      >
        <MenuIcon size={22} />
      </button>
      <LogoLink compact />
      <div className={styles.search}>
        <SearchTrigger />
      </div>
      <div className={styles.actions}>
        {authenticated ? (
          <Suspense fallback={null}>
            <PlayerActions />
          </Suspense>
        ) : (
          <>
            <button type="button" className={styles.login} onClick={() => openModal('LOGIN')}>
              {t('shell.header.login')}
            </button>
            <button type="button" className={styles.signup} onClick={() => openModal('SIGNUP')}>
              {t('shell.header.signup')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
