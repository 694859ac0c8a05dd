import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSession, saveSession } from '../lib/session.ts';
import { ACCOUNT_PARAM, decodeAccountParam } from './account-param.ts';

/**
 * §2.4: an `account` query parameter on any route hands over a session. It is decoded, the old session is
 * cleared, the new one saved, and the parameter removed from the address (replacing the history entry).
 */
export function useAccountParam(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const value = query.get(ACCOUNT_PARAM);
    if (value === null) return;
    const handoff = decodeAccountParam(value);
    if (handoff) {
      clearSession();
      saveSession(handoff);
    }
    query.delete(ACCOUNT_PARAM);
    const search = query.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate]);
}
