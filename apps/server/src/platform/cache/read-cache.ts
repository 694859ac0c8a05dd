/**
 * Answers that many requests share, kept in memory for a few seconds (the lobby's catalogue reads, the top
 * winners). Requests for a key being read wait for that one read; a failed read is not kept. An owner whose data
 * changes on this node clears the cache; other nodes see the change when their entries expire.
 */
export interface ReadCache {
  /** The answer under `key`: kept, or read by `load` (once, however many ask at the same time). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer, after a change of the catalogue. */
  clear(): void;
}

export function createReadCache({
  ttlMs,
  maxEntries,
  now,
}: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}): ReadCache {
  let entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const kept = entries.get(key);
      if (kept && kept.until > at) return kept.value as Promise<T>;
      // Full: start afresh rather than track ages; the hot keys come back within moments.
      if (entries.size >= maxEntries) entries = new Map();
      const value = load();
      entries.set(key, { value, until: at + ttlMs });
      // A failed read is not kept.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries = new Map();
    },
  };
}
