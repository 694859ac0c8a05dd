import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { offerHandedSession } from '../features/auth/lib/handed-session.ts';
import type { HandedSession } from '../lib/modal-props.ts';
import type { SessionHandoff } from '../lib/session.ts';
import { ACCOUNT_PARAM, decodeAccountParam } from './account-param.ts';

/** Values already offered: a one-time token is sent once even when an effect runs twice. */
const handled = new Set<string>();

/**
 * §2.4: an `account` query parameter on any route offers a session. It is decoded and removed from the
 * address at once (replacing the history entry). The session it offers is never taken silently: the player
 * confirms which account to continue as (features/auth/lib/handed-session.ts), and only then is the old
 * session ended and the new one saved. A value holding nothing usable changes nothing; a spent or expired token shows the
 * invalid-link message.
 */
export function useAccountParam(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const value = query.get(ACCOUNT_PARAM);
    if (value === null) return;
    const handed = handedSessionOf(decodeAccountParam(value));
    query.delete(ACCOUNT_PARAM);
    const search = query.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
    if (!handed || handled.has(value)) return;
    handled.add(value);
    void offerHandedSession(handed);
  }, [location, navigate]);
}

function handedSessionOf(handoff: SessionHandoff | null): HandedSession | null {
  if (handoff?.token) return { kind: 'handoff', token: handoff.token };
  if (handoff?.sessionUuid) return { kind: 'session_return', sessionUuid: handoff.sessionUuid };
  return null;
}
