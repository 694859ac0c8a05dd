/** The Jet screen's table: its connection, the state its messages build and the server's clock. */
import { useEffect, useReducer, useRef, useState } from 'react';
import { connectCrashTable, type CrashConnection, type CrashConnectionStatus } from './crash-connection.ts';
import { crashReducer, initialCrashState, type CrashState } from './crash-state.ts';
import type { CrashServerMessage } from '../../shared/crash-api.ts';

type Listener = (message: CrashServerMessage) => void;

export function useCrashTable(sessionId: string, balance: number) {
  const [state, dispatch] = useReducer(
    (current: CrashState, action: { message: CrashServerMessage; receivedAt: number }) =>
      crashReducer(current, action.message, action.receivedAt),
    balance,
    initialCrashState,
  );
  const [status, setStatus] = useState<CrashConnectionStatus>('connecting');
  const connection = useRef<CrashConnection | null>(null);
  const listeners = useRef(new Set<Listener>());
  useEffect(() => {
    const opened = connectCrashTable(
      sessionId,
      (message, receivedAt) => {
        dispatch({ message, receivedAt });
        for (const listener of listeners.current) listener(message);
      },
      setStatus,
    );
    connection.current = opened;
    return () => opened.close();
  }, [sessionId]);
  return {
    state,
    status,
    request: (...args: Parameters<CrashConnection['request']>) =>
      connection.current?.request(...args) ??
      Promise.resolve({ type: 'answer' as const, ref: '', ok: false, code: 'NETWORK' }),
    /** Hears every message after the state has taken it (the screen starts queued bets on a new round). */
    listen(listener: Listener): () => void {
      listeners.current.add(listener);
      return () => {
        listeners.current.delete(listener);
      };
    },
  };
}

/**
 * The server's time now, from the offset the table's messages measured: refreshed every animation frame while
 * `animate` (unless the player prefers reduced motion), else 4 times a second.
 */
export function useServerNow(offset: number | null, animate: boolean, motion: boolean): number {
  const [now, setNow] = useState(() => Date.now() + (offset ?? 0));
  useEffect(() => {
    const tick = () => setNow(Date.now() + (offset ?? 0));
    tick();
    if (animate && motion) {
      let frame = requestAnimationFrame(function loop() {
        tick();
        frame = requestAnimationFrame(loop);
      });
      return () => cancelAnimationFrame(frame);
    }
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [offset, animate, motion]);
  return now;
}
