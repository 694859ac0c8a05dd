import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { useUiStore } from '../../../lib/ui-store.ts';
import { isolateElement } from './isolate-element.ts';

export interface Fullscreen {
  /** The play area fills the screen: the browser's full screen, or the whole viewport where there is none. */
  active: boolean;
  /**
   * True while the play area covers the viewport in place of the browser's full screen (iPhone Safari and
   * pages that may not use full screen): the page marks it so its styles can pin the play area.
   */
  expanded: boolean;
  toggle: () => void;
}

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/**
 * Full screen for the play area (§2.8 "fullscreen mode is available for games"), on every width. Where the
 * browser has the Fullscreen API the state follows its `fullscreenchange`, so leaving with Escape is
 * reflected too. Elsewhere (or when the browser refuses) the play area is expanded over the whole viewport,
 * like a modal: the rest of the page is inert and does not scroll, and Escape or the button leaves. A modal
 * cannot show over either, so full screen ends when one opens; it also ends when the page closes.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const native = document.fullscreenEnabled === true;
  const nativeActive = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement != null && document.fullscreenElement === target.current,
    () => false,
  );
  const [expanded, setExpanded] = useState(false);
  const modalOpen = useUiStore((state) => Object.keys(state.modals).length > 0);
  if (modalOpen && expanded) setExpanded(false);
  const active = nativeActive || expanded;

  useEffect(() => {
    if (modalOpen && nativeActive) void exitFullscreen();
  }, [modalOpen, nativeActive]);

  useEffect(
    () => () => {
      if (document.fullscreenElement) void exitFullscreen();
    },
    [],
  );

  useEffect(() => {
    const element = target.current;
    if (!expanded || !element) return;
    const leaveOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('keydown', leaveOnEscape);
    const restore = isolateElement(element);
    return () => {
      document.removeEventListener('keydown', leaveOnEscape);
      restore();
    };
  }, [expanded, target]);

  const toggle = () => {
    const element = target.current;
    if (expanded) setExpanded(false);
    else if (document.fullscreenElement) void exitFullscreen();
    else if (native && element) void element.requestFullscreen().catch(() => setExpanded(true));
    else setExpanded(true);
  };

  return { active, expanded, toggle };
}

function exitFullscreen(): Promise<void> {
  return document.exitFullscreen().catch(() => undefined);
}
