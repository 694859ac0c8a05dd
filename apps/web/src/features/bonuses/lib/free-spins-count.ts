import { STORAGE_KEYS, storage } from '../../../lib/storage-keys.ts';

/** The count stored under `previousFreeSpinsCount` (§3), or null when none (or something unreadable) is. */
function storedCount(): number | null {
  const stored = storage.get(STORAGE_KEYS.previousFreeSpinsCount);
  if (stored === null || !/^\d+$/.test(stored)) return null;
  const count = Number(stored);
  return Number.isSafeInteger(count) ? count : null;
}

/**
 * Takes the count of free spins just read: stores it when it changed (risen or fallen) and says whether the
 * player has new spins to hear of, that is, whether it rose above the stored count. With nothing stored (the
 * first read in this browser), any spins at all are news.
 */
export function takeFreeSpinsCount(count: number): boolean {
  const previous = storedCount();
  if (previous !== count) storage.set(STORAGE_KEYS.previousFreeSpinsCount, String(count));
  return previous === null ? count > 0 : count > previous;
}
