import { useCallback, useEffect, useSyncExternalStore, type RefObject } from 'react';
import { useUiStore } from '../../../lib/ui-store.ts';

export interface Fullscreen {
  /** False where the browser (or an embedding page) does not allow full screen: the button is hidden. */
  supported: boolean;
  active: boolean;
  toggle: () => void;
}

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/**
 * Full screen for the play area (§2.8 "fullscreen mode is available for games"). The state follows the
 * browser's `fullscreenchange`, so leaving with Escape is reflected too. A modal cannot show over a full-screen
 * element, so full screen ends when one opens; it also ends when the page closes.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const supported = document.fullscreenEnabled === true;
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement === target.current,
    () => false,
  );
  const modalOpen = useUiStore((state) => Object.keys(state.modals).length > 0);

  useEffect(() => {
    if (modalOpen && active) void exitFullscreen();
  }, [modalOpen, active]);

  useEffect(
    () => () => {
      if (document.fullscreenElement) void exitFullscreen();
    },
    [],
  );

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void exitFullscreen();
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);

  return { supported, active, toggle };
}

function exitFullscreen(): Promise<void> {
  return document.exitFullscreen().catch(() => undefined);
}
