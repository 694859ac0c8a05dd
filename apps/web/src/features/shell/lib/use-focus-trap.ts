import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While `active`, keeps keyboard focus inside `containerRef` (Tab and Shift+Tab wrap), moves focus into
 * it (to `initialFocusRef` or its first control) and calls `onEscape` on Escape. When it ends, focus goes
 * to `returnFocusRef` or back to where it was, unless something else (a modal) has taken it meanwhile.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  {
    initialFocusRef,
    returnFocusRef,
    onEscape,
  }: {
    initialFocusRef?: RefObject<HTMLElement | null>;
    /** Where focus goes when the trap ends; by default the element that had it when the trap began. */
    returnFocusRef?: RefObject<HTMLElement | null>;
    onEscape: () => void;
  },
): void {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocusRef?.current ?? previous;
    (initialFocusRef?.current ?? focusables(container)[0])?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (!container.contains(current)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && current === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const current = document.activeElement;
      const focusLeftBehind = current === null || current === document.body || container.contains(current);
      if (focusLeftBehind && returnTarget?.isConnected) returnTarget.focus();
    };
  }, [active, containerRef, initialFocusRef, returnFocusRef]);
}
