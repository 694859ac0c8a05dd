import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openModal } from '../../lib/ui-store.ts';
import { DEFAULT_LANGUAGE } from '@casino/rules';
import { localizePath, splitLanguage } from '../../lib/language.ts';
import { getInstallState, isIosDevice, showInstallPrompt, subscribeInstallState } from './install-prompt.ts';

export interface InstallPrompt {
  /** The browser offered installation and the prompt can be shown. */
  canPrompt: boolean;
  /** The app runs installed, or was installed from this page. */
  installed: boolean;
  /** iOS: no prompt exists; the install action opens the "Add to Home Screen" steps. */
  isIos: boolean;
  /**
   * The install action (§2.8, §4). On iOS it opens the iOS setup modal. Elsewhere it goes to the install
   * instructions page (when not already there) and shows the browser's install prompt when one was offered.
   */
  promptInstall: () => Promise<void>;
}

export const INSTALL_PAGE_PATH = '/install-app';

/** Must be used inside the router (the install action navigates). */
export function useInstallPrompt(): InstallPrompt {
  const state = useSyncExternalStore(subscribeInstallState, getInstallState, getInstallState);
  const navigate = useNavigate();
  const location = useLocation();
  const isIos = isIosDevice();

  const promptInstall = useCallback(async () => {
    if (isIos) {
      openModal('IOS_SETUP_MODAL');
      return;
    }
    const { language, rest } = splitLanguage(location.pathname);
    if (!rest.startsWith(INSTALL_PAGE_PATH))
      void navigate(localizePath(INSTALL_PAGE_PATH, language ?? DEFAULT_LANGUAGE));
    await showInstallPrompt();
  }, [isIos, location.pathname, navigate]);

  return { canPrompt: state.canPrompt, installed: state.installed, isIos, promptInstall };
}
