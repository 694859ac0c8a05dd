import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { runDeepLink, type DeepLinkAction } from './deep-links.ts';

/** Runs a protected deep link: guests are sent to sign-up, players to the widget or our own page. */
export function useRunDeepLink(): (action: DeepLinkAction) => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const authenticated = useIsAuthenticated();
  return useCallback(
    (action: DeepLinkAction) => {
      if (!authenticated) {
        openModal('SIGNUP');
        return;
      }
      runDeepLink(action, (path) => void navigate(localize(path)));
    },
    [authenticated, navigate, localize],
  );
}
