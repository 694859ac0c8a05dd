/**
 * A value built from the database and kept in memory (the catalogue index), with the data's version number that
 * the database counts up on every change. Built on first use; while in use, the version is read again at most
 * every `checkEveryMs` in the background, and a changed one has the value rebuilt in the background while the
 * old one keeps answering (another node may have changed the data). `forget` is for changes made here: the next
 * use waits for a fresh value. A failed build or check is not kept.
 */
export interface VersionedValue<T> {
  get(): Promise<T>;
  /** The data changed here: the next `get` builds afresh, and a rebuild already under way is discarded. */
  forget(): void;
  /** The data may have changed here: reads the version now, and forgets the value if it moved. */
  forgetIfChanged(): Promise<void>;
}

export function createVersionedValue<T>({
  build,
  versionOf,
  checkEveryMs,
  now,
}: {
  /** The value and the version it was built from (read before the data, so a change meanwhile is seen later). */
  build: () => Promise<{ value: T; version: number }>;
  versionOf: () => Promise<number>;
  checkEveryMs: number;
  now: () => number;
}): VersionedValue<T> {
  let current: Promise<{ value: T; version: number }> | null = null;
  let generation = 0;
  let checkedAt = 0;
  let checking = false;

  function start(): Promise<{ value: T; version: number }> {
    const built = build();
    checkedAt = now();
    built.catch(() => {
      if (current === built) current = null;
    });
    return built;
  }

  async function checkInBackground(kept: Promise<{ value: T; version: number }>): Promise<void> {
    const startedIn = generation;
    const [{ version }, latest] = await Promise.all([kept, versionOf()]);
    if (latest === version || generation !== startedIn) return;
    const next = build();
    await next;
    if (generation === startedIn && current === kept) current = next;
  }

  function forget(): void {
    generation++;
    current = null;
  }

  return {
    async get() {
      if (current === null) current = start();
      else if (!checking && now() - checkedAt >= checkEveryMs) {
        checking = true;
        checkedAt = now();
        void checkInBackground(current)
          .catch(() => undefined)
          .finally(() => {
            checking = false;
          });
      }
      return (await current).value;
    },
    forget,
    async forgetIfChanged() {
      const kept = current;
      if (kept === null) return;
      const [{ version }, latest] = await Promise.all([kept, versionOf()]);
      if (latest !== version && current === kept) forget();
    },
  };
}
