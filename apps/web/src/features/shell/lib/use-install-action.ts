import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { useInstallPrompt } from '../../pwa/index.ts';

export const INSTALL_PAGE_PATH = '/install-app';

/**
 * The install-as-app action (§4): iOS has no install prompt, so it gets the iOS setup modal; elsewhere
 * the browser's captured prompt, or the install instructions page when no prompt is available.
 */
export function useInstallAction(): { installed: boolean; install: () => void } {
  const { canPrompt, installed, isIos, promptInstall } = useInstallPrompt();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const install = useCallback(() => {
    if (isIos) openModal('IOS_SETUP_MODAL');
    else if (canPrompt) void promptInstall();
    else void navigate(localize(INSTALL_PAGE_PATH));
  }, [isIos, canPrompt, promptInstall, navigate, localize]);
  return { installed, install };
}
