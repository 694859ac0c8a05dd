/**
 * A shared table's WebSocket (`/studio/api/sessions/:id/<table>`, the crash and live-format tables): every message
 * of the table goes to `onMessage` with the local time it arrived; requests are answered by their `ref`. A lost
 * connection is opened again after a growing pause, and the table then sends the round as it stands.
 */
import { sessionPath } from '../api/session-path.ts';

export type TableConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What every table's answers carry. */
export interface TableAnswerBase {
  readonly type: 'answer';
  readonly ref: string;
  readonly ok: boolean;
  readonly code?: string;
}

/** A client message without its `ref`, which the connection adds. */
export type TableRequest<Client> = Client extends unknown ? Omit<Client, 'ref'> : never;

export interface TableConnection<Client, Answer> {
  /** Sends a request; resolves with its answer, or a NETWORK refusal when the connection is not open. */
  request(message: TableRequest<Client>): Promise<Answer>;
  close(): void;
}

const MAX_PAUSE_MS = 10_000;
/** The server ends a socket it will not serve (unknown session, another site) with this code: no retry. */
const POLICY_VIOLATION = 1008;

export function connectTable<
  Server extends { readonly type: string },
  Client,
  Answer extends TableAnswerBase = Extract<Server, { type: 'answer' }> & TableAnswerBase,
>(
  sessionId: string,
  table: 'crash' | 'live',
  onMessage: (message: Server, receivedAt: number) => void,
  onStatus: (status: TableConnectionStatus) => void,
): TableConnection<Client, Answer> {
  const url = new URL(sessionPath(sessionId, table), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const waiting = new Map<string, (answer: Answer) => void>();
  let socket: WebSocket | null = null;
  let closed = false;
  let failures = 0;
  let refs = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function refuseWaiting(): void {
    for (const [ref, resolve] of waiting) resolve(networkRefusal(ref));
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
      let message: Server;
      try {
        message = JSON.parse(String(event.data)) as Server;
      } catch {
        return;
      }
      if (isAnswer<Answer>(message)) {
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

  // A refusal is an answer of every table: `ok` false with a code and nothing else.
  const networkRefusal = (ref: string) => ({ type: 'answer', ref, ok: false, code: 'NETWORK' }) as Answer;

  open();
  return {
    request(message) {
      refs += 1;
      const ref = String(refs);
      if (!socket || socket.readyState !== WebSocket.OPEN) return Promise.resolve(networkRefusal(ref));
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

function isAnswer<Answer extends TableAnswerBase>(message: { readonly type: string }): message is Answer {
  return message.type === 'answer';
}
