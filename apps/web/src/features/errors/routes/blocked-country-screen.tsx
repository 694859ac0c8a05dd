import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { StatusScreen } from '../components/status-screen.tsx';
import { RESTRICTED_HOME } from '../lib/restricted-paths.ts';

/**
 * Every screen of the app in a blocked country (§6, §8), except the way to one's money: a guest may log in to
 * withdraw their balance (and is taken to the withdrawal once signed in); a signed-in player is led there.
 */
export function BlockedCountryScreen() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const authenticated = useIsAuthenticated();
  const wasAuthenticated = useRef(authenticated);

  useEffect(() => {
    const signedInHere = authenticated && !wasAuthenticated.current;
    wasAuthenticated.current = authenticated;
    if (signedInHere) void navigate(to(RESTRICTED_HOME), { replace: true });
  }, [authenticated, navigate, to]);

  return (
    <StatusScreen
      title={t('blockedCountry.title')}
      description={t('blockedCountry.description')}
      action={
        authenticated ? (
          <LinkButton to={to(RESTRICTED_HOME)}>{t('blockedCountry.withdraw')}</LinkButton>
        ) : (
          <Button onClick={() => openModal('LOGIN')}>{t('blockedCountry.loginToWithdraw')}</Button>
        )
      }
    />
  );
}

export default BlockedCountryScreen;
