/**
 * Something the player must answer first has opened over the page (a reality check, the end of the session):
 * the game frame tells its game to stop automatic play. Features meet here without importing each other.
 */
const listeners = new Set<() => void>();

export function interruptPlay(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // One frame that cannot be told must not keep the others, or the dialog, from their turn.
    }
  }
}

/** Calls `listener` on every interruption; answers the unsubscribe. */
export function onPlayInterrupted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
