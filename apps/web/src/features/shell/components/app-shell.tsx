import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { isGamePage } from '../../games/index.ts';
import { DOCKED_SIDEBAR_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSidebarCollapsed } from '../lib/use-sidebar-collapsed.ts';
import { BottomBar } from './bottom-bar.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { Header } from './header.tsx';
import { InstallBanner } from './install-banner.tsx';
import { Preloader } from './preloader.tsx';
import type { SidebarMode } from './sidebar.tsx';
import styles from './app-shell.module.css';

const SIDEBAR_ID = 'sidebar';

// Below the fold (footer, loaded as the visitor scrolls towards it) or closed on phones (sidebar drawer, loaded
// when it opens): the lobby's first screen neither waits for them nor shares the network with them.
const Sidebar = lazy(() => import('./sidebar.tsx').then((module) => ({ default: module.Sidebar })));
const Footer = lazy(() => import('./footer.tsx').then((module) => ({ default: module.Footer })));

/**
 * The frame of every player screen: skip link, header, sidebar (docked ≥ 1280 px, a drawer below),
 * the main region, footer, bottom bar (< 1024 px), install banner (< 768 px), cookie banner and preloader.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const docked = useMediaQuery(DOCKED_SIDEBAR_QUERY);
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const drawerRequested = useUiStore((state) => state.sidebarOpen);
  const setSidebarOpen = useUiStore((state) => state.setSidebarOpen);
  const modalOpen = useUiStore((state) => Object.keys(state.modals).length > 0);
  const { pathname } = useLocation();
  // The game page needs a phone's whole height for the game: no bottom bar, no install banner there.
  const gamePage = isGamePage(pathname);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const footerSlot = useRef<HTMLDivElement>(null);
  const footerMounted = useNearViewport(footerSlot);

  const drawerOpen = drawerRequested && !docked;
  // The drawer's code loads the first time it opens, and stays mounted afterwards.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (drawerOpen && !drawerLoaded) setDrawerLoaded(true);
  const sidebarMounted = docked || drawerOpen || drawerLoaded;
  const mode: SidebarMode = docked ? (collapsed ? 'collapsed' : 'expanded') : 'drawer';

  // The drawer closes on navigation, when a modal opens over it and when the sidebar docks.
  useEffect(() => {
    setSidebarOpen(false);
  }, [pathname, setSidebarOpen]);
  useEffect(() => {
    if (modalOpen || docked) setSidebarOpen(false);
  }, [modalOpen, docked, setSidebarOpen]);

  // No page scrolling behind the open drawer.
  useEffect(() => {
    if (!drawerOpen) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [drawerOpen]);

  const toggleMenu = () => {
    if (docked) toggleCollapsed();
    else setSidebarOpen(!drawerRequested);
  };
  const closeDrawer = () => setSidebarOpen(false);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <Header
        menuExpanded={docked ? !collapsed : drawerOpen}
        onMenuToggle={toggleMenu}
        menuToggleRef={menuToggleRef}
        sidebarId={SIDEBAR_ID}
        inert={drawerOpen}
      />
      {sidebarMounted ? (
        <Suspense
          fallback={
            <nav
              id={SIDEBAR_ID}
              className={
                mode === 'collapsed'
                  ? `${styles.sidebarPlaceholder} ${styles.sidebarPlaceholderCollapsed}`
                  : styles.sidebarPlaceholder
              }
              aria-label={t('shell.sidebar.label')}
            />
          }
        >
          <Sidebar
            id={SIDEBAR_ID}
            mode={mode}
            open={drawerOpen}
            onClose={closeDrawer}
            returnFocusRef={menuToggleRef}
          />
        </Suspense>
      ) : (
        <nav id={SIDEBAR_ID} hidden aria-label={t('shell.sidebar.label')} />
      )}
      {drawerOpen ? <div role="presentation" className={styles.backdrop} onClick={closeDrawer} /> : null}
      <div
        className={mode === 'collapsed' ? `${styles.column} ${styles.columnCollapsed}` : styles.column}
        inert={drawerOpen}
      >
        {/* Hidden, not unmounted, so a dismissal holds for the visit. */}
        <div hidden={gamePage}>
          <InstallBanner />
        </div>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Suspense fallback={<div className={styles.footerPlaceholder} />}>
          {footerMounted ? <Footer /> : <div ref={footerSlot} className={styles.footerPlaceholder} />}
        </Suspense>
      </div>
      <div inert={drawerOpen}>
        {gamePage ? null : <BottomBar />}
        <CookieBanner />
      </div>
      <Preloader />
    </div>
  );
}
