import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether something on the page wants the realtime channel although nobody is signed in: a guest needs `/ws`
 * only for public pushes (new top winners), so the channel and its code load when such a part is on the page.
 */
let wanting = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  wanting += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the realtime channel open while the calling component is mounted. */
export function useRealtimeWanted(): void {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

/** True while some mounted component wants the realtime channel. */
export function useRealtimeWantedByPage(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanting > 0,
    () => false,
  );
}
