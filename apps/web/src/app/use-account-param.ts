import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@casino/contracts';
import { ME_QUERY_KEY } from '../features/auth/api/get-me.ts';
import { exchangeHandoff } from '../features/auth/api/handoff.ts';
import { logout } from '../features/auth/api/logout.ts';
import { exchangeSessionReturn } from '../features/auth/api/session-return.ts';
import { ApiError } from '../lib/api-client.ts';
import { clearSession, isAuthenticated, signIn, type SessionHandoff } from '../lib/session.ts';
import { showToast } from '../lib/ui-store.ts';
import { ACCOUNT_PARAM, decodeAccountParam } from './account-param.ts';

/**
 * §2.4: an `account` query parameter on any route hands over a session. It is decoded, the parameter removed
 * from the address at once (replacing the history entry), the old session ended and cleared, and the one-time
 * token exchanged for a new session (POST /api/auth/handoff). A value holding nothing usable changes nothing;
 * a spent or expired token shows the invalid-link message.
 */
/** Values already exchanged: a one-time token is sent once even when an effect runs twice. */
const handled = new Set<string>();

export function useAccountParam(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const value = query.get(ACCOUNT_PARAM);
    if (value === null) return;
    const handoff = decodeAccountParam(value);
    query.delete(ACCOUNT_PARAM);
    const search = query.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
    if (!handoff || handled.has(value)) return;
    handled.add(value);
    void replaceSession(handoff).then(
      (answer) => {
        signIn(answer.user);
        queryClient.setQueryData(ME_QUERY_KEY, answer.user);
      },
      (error: unknown) =>
        showToast({
          kind: 'error',
          text: `apiErrors.${error instanceof ApiError ? error.code : 'internal'}`,
          translate: true,
        }),
    );
  }, [location, navigate, queryClient]);
}

async function replaceSession(handoff: SessionHandoff): Promise<SessionResponse> {
  if (isAuthenticated()) await logout().catch(() => undefined);
  clearSession();
  return handoff.token ? exchangeHandoff(handoff.token) : exchangeSessionReturn(handoff.sessionUuid ?? '');
}
