import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { splitLanguage } from '../../../lib/language.ts';
import { DEPOSIT_MODAL_DUE, DEPOSIT_MODAL_SHOWN, useIsAuthenticated } from '../../../lib/session.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { openModal, useUiStore } from '../../../lib/ui-store.ts';

/** §4: the payment result paths never open the deposit modal (the player has just paid or tried to). */
const PAYMENT_RESULT_PATH = /^\/deposit-(success|failure|cancel|return)(\/|$)/;

/** True on a path where the first-login deposit modal must not open. */
export function isPaymentResultPath(pathname: string): boolean {
  return PAYMENT_RESULT_PATH.test(splitLanguage(pathname).rest);
}

/**
 * The deposit was offered another way (the registration thanks leads to it): the first-login deposit modal is
 * not opened on top of that offer a second time in this browser session.
 */
export function markDepositOffered(): void {
  const area = storage.session();
  if (storage.get(STORAGE_KEYS.depositModalShown, area) === DEPOSIT_MODAL_DUE)
    storage.set(STORAGE_KEYS.depositModalShown, DEPOSIT_MODAL_SHOWN, area);
}

/**
 * §4: after the first login of a browser session (the session flag reads 'due') the deposit modal opens once,
 * as soon as no other modal is showing (so the registration thanks or a log-in dialog finishes first), and
 * the flag becomes 'shown'. Mounted once, in the root layout.
 */
export function useDepositOnce(): void {
  const authenticated = useIsAuthenticated();
  const { pathname } = useLocation();
  const anyModalOpen = useUiStore((state) => Object.keys(state.modals).length > 0);

  useEffect(() => {
    if (!authenticated || anyModalOpen || isPaymentResultPath(pathname)) return;
    const area = storage.session();
    if (storage.get(STORAGE_KEYS.depositModalShown, area) !== DEPOSIT_MODAL_DUE) return;
    storage.set(STORAGE_KEYS.depositModalShown, DEPOSIT_MODAL_SHOWN, area);
    openModal('DEPOSIT');
  }, [authenticated, anyModalOpen, pathname]);
}
