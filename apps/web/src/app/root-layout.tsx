import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { useDepositOnce } from '../features/cashier/lib/use-deposit-once.ts';
import { SeoHead } from '../features/content/components/seo-head.tsx';
import { useRealtime } from '../features/realtime/use-realtime.ts';
import { useIsAuthenticated } from '../lib/session.ts';
import { AppShell } from '../features/shell/components/app-shell.tsx';
import { ModalHost } from './modal-host.tsx';
import { RouteFallback } from './route-fallback.tsx';
import { useAccountParam } from './use-account-param.ts';
import { useLanguageSync } from './use-language-sync.ts';
import { useScrollToTop } from './use-scroll-to-top.ts';

// Signed-in players only, so a guest's first load carries none of it.
const ProtectionWatch = lazy(() => import('../features/protection/components/protection-watch.tsx'));
const FreeSpinsWatch = lazy(() => import('../features/bonuses/components/free-spins-watch.tsx'));

/**
 * The frame of every screen: head tags, the shell, the open modal, the toasts, and for a signed-in player the
 * reality checks and session limit and the watch on the free spins.
 */
export function RootLayout() {
  const signedIn = useIsAuthenticated();
  useLanguageSync();
  useAccountParam();
  useScrollToTop();
  useRealtime();
  useDepositOnce();
  return (
    <>
      <SeoHead />
      <AppShell>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </AppShell>
      <ModalHost />
      <Toaster />
      {signedIn ? (
        <Suspense fallback={null}>
          <ProtectionWatch />
          <FreeSpinsWatch />
        </Suspense>
      ) : null}
    </>
  );
}
