/**
 * Wakes this process's dispatchers as soon as a writer has committed events, instead of at their next poll.
 * Only a shortcut: a dispatcher that misses the ring (another node wrote, or it was busy) finds the events when
 * it polls.
 */
const listeners = new WeakMap<object, Set<() => void>>();

/** Tells the dispatchers on `database` that events were committed there. Call after the commit. */
export function ringEventsCommitted(database: object): void {
  for (const listener of listeners.get(database) ?? []) listener();
}

/** Calls `listener` on every ring for `database`; answers the function that stops it. */
export function onEventsCommitted(database: object, listener: () => void): () => void {
  let set = listeners.get(database);
  if (!set) listeners.set(database, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
