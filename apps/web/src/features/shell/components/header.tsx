import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout, useSessionCacheSync } from '../../auth/index.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { MenuIcon } from './icons.tsx';
import { LogoLink } from './logo-link.tsx';
import { PlayerBalance } from './player-balance.tsx';
import { SearchTrigger } from './search-trigger.tsx';
import styles from './header.module.css';

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
          <PlayerActions />
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

function PlayerActions() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const logout = useLogout();
  return (
    <>
      <PlayerBalance />
      <Link to={to('/profile')} className={styles.iconButton} aria-label={t('auth.header.profile')}>
        <svg
          width={20}
          height={20}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden="true"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
        </svg>
      </Link>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('auth.header.logout')}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <svg
          width={20}
          height={20}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
        </svg>
      </button>
    </>
  );
}
