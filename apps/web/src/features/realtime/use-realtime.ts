import { useEffect } from 'react';

/**
 * Connects the realtime channel while the app is mounted. The client code is a separate chunk loaded after
 * the first render, so it never weighs on the first load.
 */
export function useRealtime(): void {
  useEffect(() => {
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
  }, []);
}
