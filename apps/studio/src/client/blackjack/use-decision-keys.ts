import { useEffect, useRef } from 'react';
import type { BlackjackAction } from '@casino/game-math';

/** The table's letter keys: H hit, S stand, D double, P split. */
const KEYS: Readonly<Record<string, BlackjackAction>> = { h: 'hit', s: 'stand', d: 'double', p: 'split' };

/** Where a letter is typed, not a decision. */
const TYPING = 'input, select, textarea, [contenteditable="true"]';

/** The decision of a key press, or null when the key means nothing at the table. */
export function decisionOfKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return KEYS[event.key.toLowerCase()] ?? null;
}

/** Plays the decision of H, S, D or P unless the player is typing or a dialog is open. */
export function useDecisionKeys(onDecision: (action: BlackjackAction) => void): void {
  const latest = useRef(onDecision);
  useEffect(() => {
    latest.current = onDecision;
  }, [onDecision]);

  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      const action = decisionOfKey(event);
      if (!action || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', keydown);
    return () => window.removeEventListener('keydown', keydown);
  }, []);
}
