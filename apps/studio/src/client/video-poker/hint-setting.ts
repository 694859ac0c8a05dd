/** Whether the player wants the best-hold hint, remembered in localStorage (off until they turn it on). */
export const HINT_STORAGE_KEY = 'studio.videoPoker.hint';

export function readHintSetting(storage: Pick<Storage, 'getItem'> | null = safeStorage()): boolean {
  try {
    return storage?.getItem(HINT_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function writeHintSetting(
  on: boolean,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(HINT_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage can be blocked inside a frame; the setting then lasts as long as the page.
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
