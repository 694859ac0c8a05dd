import { useEffect } from 'react';
import { useIsAuthenticated } from '../../lib/session.ts';
import { useRealtimeWantedByPage } from './realtime-demand.ts';

/**
 * Connects the realtime channel while a player is signed in (balance pushes, messages) or a part of the page
 * wants public pushes (realtime-demand.ts), and connects afresh when the player signs in or out, so that the
 * socket always belongs to the current session. The client code is a separate chunk loaded only then, so a
 * guest's first screen never loads it.
 */
export function useRealtime(): void {
  const authenticated = useIsAuthenticated();
  const wanted = useRealtimeWantedByPage();
  const enabled = authenticated || wanted;
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./ws-client.ts')
      .then(({ connectRealtime }) => {
        if (cancelled) return;
        stop = connectRealtime().close;
      })
      .catch((error: unknown) => console.error('realtime: client failed to load', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, authenticated]);
}
