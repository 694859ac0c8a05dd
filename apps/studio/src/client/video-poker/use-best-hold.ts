import { useEffect, useRef, useState } from 'react';
import { bestHold, type HoldValue } from '@casino/game-math';

/** The hint's state: nothing asked, being worked out, or the best hold of the hand. */
export type BestHoldState =
  | { readonly status: 'off' }
  | { readonly status: 'working' }
  | { readonly status: 'ready'; readonly hold: HoldValue };

/**
 * Runs `work` when the browser is idle (or on the next task where there is no requestIdleCallback), so that
 * the screen draws the dealt hand first. Returns the cancel.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 300 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

/**
 * The best hold of a dealt hand for a bet of `coins`, worked out in the browser by @casino/game-math when
 * `enabled`. bestHold weighs all 32 holds over every possible draw: a few milliseconds once warm, up to about
 * 50 ms the first time (more on a slow phone), so it runs when the browser is idle, never while drawing the deal.
 */
export function useBestHold(cards: readonly string[] | null, coins: number, enabled: boolean): BestHoldState {
  const key = enabled && cards ? `${cards.join(' ')}/${coins}` : null;
  const [result, setResult] = useState<{ readonly key: string; readonly hold: HoldValue } | null>(null);
  // The hand last worked out: turning the hint off and on again does not work it out twice.
  const workedOut = useRef<string | null>(null);

  useEffect(() => {
    if (key === null || cards === null || workedOut.current === key) return undefined;
    return whenIdle(() => {
      workedOut.current = key;
      setResult({ key, hold: bestHold(cards, coins) });
    });
  }, [key, cards, coins]);

  if (key === null) return { status: 'off' };
  return result?.key === key ? { status: 'ready', hold: result.hold } : { status: 'working' };
}
