/** A live-format table's screen: its connection and the state its messages build. */
import { useEffect, useReducer, useRef, useState } from 'react';
import type { LiveClientMessage, LiveServerMessage } from '../../shared/live-api.ts';
import { connectTable, type TableConnection, type TableConnectionStatus } from '../lib/table-connection.ts';
import { initialLiveState, liveReducer, type LiveState } from './live-state.ts';

type LiveAnswer = Extract<LiveServerMessage, { type: 'answer' }>;
type LiveConnection = TableConnection<LiveClientMessage, LiveAnswer>;

export function useLiveTable(sessionId: string, balance: number) {
  const [state, dispatch] = useReducer(
    (current: LiveState, action: { message: LiveServerMessage; receivedAt: number }) =>
      liveReducer(current, action.message, action.receivedAt),
    balance,
    initialLiveState,
  );
  const [status, setStatus] = useState<TableConnectionStatus>('connecting');
  const connection = useRef<LiveConnection | null>(null);
  useEffect(() => {
    const opened: LiveConnection = connectTable<LiveServerMessage, LiveClientMessage>(
      sessionId,
      'live',
      (message, receivedAt) => dispatch({ message, receivedAt }),
      setStatus,
    );
    connection.current = opened;
    return () => opened.close();
  }, [sessionId]);
  return {
    state,
    status,
    placeBets: (bets: LiveClientMessage['bets']): Promise<LiveAnswer> =>
      connection.current?.request({ type: 'bet', bets }) ??
      Promise.resolve({ type: 'answer', ref: '', ok: false, code: 'NETWORK' }),
  };
}
