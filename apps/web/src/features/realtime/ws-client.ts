import { handleServerFrame } from './ws-frames.ts';

/** Reconnection waits: 1 s doubling to 30 s, with up to 30 % random spread so clients do not return in step. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(base * (1 + 0.3 * random()));
}

/** The realtime endpoint on the page's own host (§ Realtime: one WebSocket endpoint `/ws`). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

export interface RealtimeClientOptions {
  url?: string;
  onFrame?: (raw: unknown) => void;
  createSocket?: (url: string) => WebSocket;
}

export interface RealtimeClient {
  close: () => void;
}

/**
 * Keeps one WebSocket open to `/ws`: reconnects with backoff after a drop, at once when the browser comes back
 * online, and hands every frame to the frame handler (invalid frames are ignored there).
 */
export function connectRealtime({
  url = realtimeUrl(),
  onFrame = handleServerFrame,
  createSocket = (target) => new WebSocket(target),
}: RealtimeClientOptions = {}): RealtimeClient {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const open = () => {
    timer = null;
    if (closed) return;
    try {
      socket = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket.addEventListener('open', () => {
      attempt = 0;
    });
    socket.addEventListener('message', (event: MessageEvent) => onFrame(event.data));
    socket.addEventListener('close', () => {
      socket = null;
      scheduleReconnect();
    });
  };

  const scheduleReconnect = () => {
    if (closed || timer !== null) return;
    timer = setTimeout(open, reconnectDelay(attempt));
    attempt += 1;
  };

  const onOnline = () => {
    if (socket || closed) return;
    if (timer !== null) clearTimeout(timer);
    attempt = 0;
    open();
  };

  window.addEventListener('online', onOnline);
  open();

  return {
    close() {
      closed = true;
      window.removeEventListener('online', onOnline);
      if (timer !== null) clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
