/** Whether the player wants sound, remembered in localStorage (on unless they turned it off). */
export const SOUND_STORAGE_KEY = 'lumenStudioSound';

export function readSoundSetting(storage: Pick<Storage, 'getItem'> | null = safeStorage()): boolean {
  try {
    return storage?.getItem(SOUND_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeSoundSetting(
  on: boolean,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
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
