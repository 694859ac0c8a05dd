import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@casino/rules';

/** The product's desktop width (≥ 1024 px): the game info stays beside the frame from there. */
const WIDE_QUERY = `(min-width: ${BREAKPOINTS.laptop}px)`;

/** True from 1024 px; false where matchMedia does not exist (tests, old browsers). */
export function useWideScreen(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(WIDE_QUERY);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
