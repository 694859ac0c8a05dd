import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@casino/rules';

/**
 * The docked sidebar (expanded 288 px or collapsed 64 px) starts at 1280 px; below it the sidebar is an
 * overlay drawer. The header search box and the bottom bar switch at 1024 px in CSS only.
 */
export const DOCKED_SIDEBAR_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

/** True while the media query matches; false where matchMedia does not exist (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
