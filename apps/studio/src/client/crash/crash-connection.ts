/**
 * The Jet screen's WebSocket to its table (`/studio/api/sessions/:id/crash`): every message of the table goes to
 * `onMessage` with the local time it arrived; requests are answered by their `ref`. A lost connection is opened
 * again after a growing pause, and the table then sends the round as it stands.
 */
import type { CrashClientMessage, CrashServerMessage } from '../../shared/crash-api.ts';
import { sessionPath } from '../api/session-path.ts';

export type CrashConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';
export type CrashAnswer = Extract<CrashServerMessage, { type: 'answer' }>;
type Request = CrashClientMessage extends infer M
  ? M extends CrashClientMessage
    ? Omit<M, 'ref'>
    : never
  : never;

export interface CrashConnection {
  /** Sends a request; resolves with its answer, or a NETWORK refusal when the connection is not open. */
  request(message: Request): Promise<CrashAnswer>;
  close(): void;
}

const MAX_PAUSE_MS = 10_000;
/** The server ends a socket it will not serve (unknown session, another site) with this code: no retry. */
const POLICY_VIOLATION = 1008;

export function connectCrashTable(
  sessionId: string,
  onMessage: (message: CrashServerMessage, receivedAt: number) => void,
  onStatus: (status: CrashConnectionStatus) => void,
): CrashConnection {
  const url = new URL(sessionPath(sessionId, 'crash'), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const waiting = new Map<string, (answer: CrashAnswer) => void>();
  let socket: WebSocket | null = null;
  let closed = false;
  let failures = 0;
  let refs = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function refuseWaiting(): void {
    for (const [ref, resolve] of waiting) resolve({ type: 'answer', ref, ok: false, code: 'NETWORK' });
    waiting.clear();
  }

  function open(): void {
    onStatus(failures === 0 ? 'connecting' : 'reconnecting');
    const current = new WebSocket(url);
    socket = current;
    current.addEventListener('open', () => {
      failures = 0;
      onStatus('open');
    });
    current.addEventListener('message', (event) => {
      const receivedAt = Date.now();
      let message: CrashServerMessage;
      try {
        message = JSON.parse(String(event.data)) as CrashServerMessage;
      } catch {
        return;
      }
      if (message.type === 'answer') {
        waiting.get(message.ref)?.(message);
        waiting.delete(message.ref);
      }
      onMessage(message, receivedAt);
    });
    current.addEventListener('close', (event) => {
      refuseWaiting();
      if (closed) return;
      if (event.code === POLICY_VIOLATION) {
        onStatus('closed');
        return;
      }
      failures += 1;
      onStatus('reconnecting');
      timer = setTimeout(open, Math.min(MAX_PAUSE_MS, 500 * 2 ** (failures - 1)));
    });
  }

  open();
  return {
    request(message) {
      refs += 1;
      const ref = String(refs);
      if (!socket || socket.readyState !== WebSocket.OPEN)
        return Promise.resolve({ type: 'answer', ref, ok: false, code: 'NETWORK' });
      const sent = socket;
      return new Promise((resolve) => {
        waiting.set(ref, resolve);
        sent.send(JSON.stringify({ ...message, ref }));
      });
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      refuseWaiting();
      socket?.close();
    },
  };
}
