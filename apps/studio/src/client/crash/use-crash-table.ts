/** The Jet screen's table: its connection, the state its messages build and the server's clock. */
import { useEffect, useReducer, useRef, useState } from 'react';
import { connectTable, type TableConnection, type TableConnectionStatus } from '../lib/table-connection.ts';
import { crashReducer, initialCrashState, type CrashState } from './crash-state.ts';
import type { CrashClientMessage, CrashServerMessage } from '../../shared/crash-api.ts';

type CrashConnection = TableConnection<CrashClientMessage, Extract<CrashServerMessage, { type: 'answer' }>>;

type Listener = (message: CrashServerMessage) => void;

export function useCrashTable(sessionId: string, balance: number) {
  const [state, dispatch] = useReducer(
    (current: CrashState, action: { message: CrashServerMessage; receivedAt: number }) =>
      crashReducer(current, action.message, action.receivedAt),
    balance,
    initialCrashState,
  );
  const [status, setStatus] = useState<TableConnectionStatus>('connecting');
  const connection = useRef<CrashConnection | null>(null);
  const listeners = useRef(new Set<Listener>());
  useEffect(() => {
    const opened: CrashConnection = connectTable<CrashServerMessage, CrashClientMessage>(
      sessionId,
      'crash',
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
