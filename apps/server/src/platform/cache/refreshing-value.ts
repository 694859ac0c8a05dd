/**
 * A value built from the database once and kept in memory (the catalogue index): built on first use, rebuilt in
 * the background once it is older than `refreshMs` while the old one keeps answering (other nodes may have
 * changed the data), and forgotten at once when this node changes the data, so that the next use waits for a
 * fresh one. A failed build is not kept.
 */
export interface RefreshingValue<T> {
  get(): Promise<T>;
  /** The data changed here: the next `get` builds afresh, and a rebuild already under way is discarded. */
  forget(): void;
}

export function createRefreshingValue<T>({
  build,
  refreshMs,
  now,
}: {
  build: () => Promise<T>;
  /** Null when no other process can change the data (the embedded database): then only `forget` rebuilds. */
  refreshMs: number | null;
  now: () => number;
}): RefreshingValue<T> {
  let current: { value: Promise<T>; builtAt: number } | null = null;
  let generation = 0;
  let refreshing = false;

  function start(): { value: Promise<T>; builtAt: number } {
    const startedIn = generation;
    const built = { value: build(), builtAt: now() };
    built.value.catch(() => {
      if (generation === startedIn && current === built) current = null;
    });
    return built;
  }

  function refreshInBackground(): void {
    refreshing = true;
    const startedIn = generation;
    const next = start();
    next.value
      .then(() => {
        if (generation === startedIn) current = next;
      })
      .catch(() => undefined)
      .finally(() => {
        refreshing = false;
      });
  }

  return {
    get() {
      if (current === null) current = start();
      else if (refreshMs !== null && !refreshing && now() - current.builtAt >= refreshMs)
        refreshInBackground();
      return current.value;
    },
    forget() {
      generation++;
      current = null;
    },
  };
}
