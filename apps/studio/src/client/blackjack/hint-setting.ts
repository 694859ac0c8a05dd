/** Whether the player wants the basic-strategy hint, remembered in localStorage (off until switched on). */
import { useCallback, useState } from 'react';

export const HINT_STORAGE_KEY = 'studio.blackjack.hint';

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

/** The hint setting and its switch. */
export function useHintSetting(): readonly [boolean, () => void] {
  const [on, setOn] = useState(readHintSetting);
  const toggle = useCallback(() => {
    setOn((current) => {
      writeHintSetting(!current);
      return !current;
    });
  }, []);
  return [on, toggle];
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
