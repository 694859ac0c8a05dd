import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { RestrictedShell } from '../features/errors/components/restricted-shell.tsx';
import { ModalHost } from './modal-host.tsx';
import { RouteFallback } from './route-fallback.tsx';
import { useLanguageSync } from './use-language-sync.ts';

/** The frame of the app in a blocked country: the restricted shell, the open modal (login) and the toasts. */
export function BlockedLayout() {
  useLanguageSync();
  return (
    <>
      <RestrictedShell>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </RestrictedShell>
      <ModalHost />
      <Toaster />
    </>
  );
}
