import { useSyncExternalStore } from 'react';

/** A phone in portrait: the table draws small cards so three fit in each half of a 375 px frame. */
const NARROW = '(max-width: 479px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null;
}

function subscribe(changed: () => void): () => void {
  const list = query();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/** Whether the screen is phone-narrow, following changes (rotation, a resized window). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
