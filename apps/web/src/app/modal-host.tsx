import { Component, lazy, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useIsAuthenticated } from '../lib/session.ts';
import { closeModal, MODALS, modalsByPriority, useUiStore, type ModalName } from '../lib/ui-store.ts';
import type { ModalRegistry } from './modal-registry.ts';

// The modal frame and the registry of modal bodies load with the first modal a visitor opens, not with the lobby.
const OpenModal = lazy(() => import('./open-modal.tsx'));

/** Modals closed when the browser restores the page from its back-forward cache (§4). */
const CLOSED_ON_PAGE_RESTORE: readonly ModalName[] = ['DEPOSIT', 'FORM_FIELDS'];

/**
 * Shows the open modal with the highest priority (§2.9). Each modal sits in its own error boundary: one that
 * crashes is logged and closed, and the next one (if any) shows. Open a modal with `openModal(name, props)`;
 * `props.closable === false` makes it stay open until its body closes it.
 */
export function ModalHost({ registry }: { registry?: ModalRegistry }) {
  const modals = useUiStore((state) => state.modals);
  const authenticated = useIsAuthenticated();
  const top = modalsByPriority(modals)[0];

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) for (const name of CLOSED_ON_PAGE_RESTORE) closeModal(name);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    // After a logout, modals that need a logged-in player close (the deposit modal among them, §4).
    if (authenticated) return;
    for (const name of modalsByPriority(modals)) if (MODALS[name].requiresLogin) closeModal(name);
  }, [authenticated, modals]);

  if (!top || (MODALS[top].requiresLogin && !authenticated)) return null;
  const props = modals[top] ?? {};
  return (
    <ModalErrorBoundary key={top} name={top}>
      <Suspense fallback={null}>
        <OpenModal name={top} props={props} registry={registry} />
      </Suspense>
    </ModalErrorBoundary>
  );
}

class ModalErrorBoundary extends Component<{ name: ModalName; children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // §2.9 / §8: a modal that crashes is closed and logged.
    console.error(`modal ${this.props.name} crashed and was closed`, error, info.componentStack);
    closeModal(this.props.name);
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
