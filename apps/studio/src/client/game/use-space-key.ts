import { useEffect, useRef } from 'react';

/** Controls where Space already means something (a button press, typing, a slider). */
const OWN_SPACE = 'button, input, select, textarea, a[href], [role="slider"], [contenteditable="true"]';

/** Space plays (spin, roll) unless a control has focus or a dialog is open. */
export function useSpaceKey(action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  }, [action]);

  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.code !== 'Space') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_SPACE)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    window.addEventListener('keydown', keydown);
    return () => window.removeEventListener('keydown', keydown);
  }, []);
}
