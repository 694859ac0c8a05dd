/**
 * The lobby's public catalogue answers (list pages, counts, studios, searches), kept in memory for a few seconds.
 * The catalogue changes only when an import or an operator's switch changes it, and those clear the cache on
 * the node that made the change; other nodes see the change when their entries expire, as browsers and shared
 * caches do after the answers' own max-age. Requests for a key being read wait for that one read.
 */
export interface CatalogueCache {
  /** The answer under `key`: kept, or read by `load` (once, however many ask at the same time). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer, after a change of the catalogue. */
  clear(): void;
}

export function createCatalogueCache({
  ttlMs,
  maxEntries,
  now,
}: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}): CatalogueCache {
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
