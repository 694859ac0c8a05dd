import { useEffect, useRef } from 'react';

/** Places where a digit key is typed, not a command. */
const TYPING = 'input, select, textarea, [contenteditable="true"]';

/** Keys 1–5 toggle the hold of cards 1–5 (unless typing, a modifier is held or a dialog is open). */
export function useHoldKeys(toggle: (position: number) => void, enabled: boolean): void {
  const latest = useRef(toggle);
  useEffect(() => {
    latest.current = toggle;
  }, [toggle]);

  useEffect(() => {
    if (!enabled) return undefined;
    const keydown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const position = ['1', '2', '3', '4', '5'].indexOf(event.key);
      if (position < 0) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      latest.current(position);
    };
    window.addEventListener('keydown', keydown);
    return () => window.removeEventListener('keydown', keydown);
  }, [enabled]);
}
