import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, realtimeUrl, reconnectDelay, RECONNECT_MAX_MS } from './ws-client.ts';

class FakeSocket extends EventTarget {
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closed = true;
  }
  emit(type: 'open' | 'close') {
    this.dispatchEvent(new Event(type));
  }
  message(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

describe('realtime client', () => {
  let sockets: FakeSocket[];
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket as unknown as WebSocket;
  };

  beforeEach(() => {
    sockets = [];
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds the endpoint from the page address', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'casino.example' })).toBe('wss://casino.example/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });

  it('hands frames to the handler', () => {
    const onFrame = vi.fn();
    const client = connectRealtime({ url: 'ws://x/ws', onFrame, createSocket });
    sockets[0]?.message('{"type":"user.message.v1"}');
    expect(onFrame).toHaveBeenCalledWith('{"type":"user.message.v1"}');
    client.close();
  });

  it('reconnects with growing waits and starts over after a successful open', () => {
    const client = connectRealtime({ url: 'ws://x/ws', onFrame: vi.fn(), createSocket });
    sockets[0]?.emit('close');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.emit('close');
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.emit('open');
    sockets[2]?.emit('close');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    client.close();
  });

  it('stops for good when closed', () => {
    const client = connectRealtime({ url: 'ws://x/ws', onFrame: vi.fn(), createSocket });
    client.close();
    expect(sockets[0]?.closed).toBe(true);
    sockets[0]?.emit('close');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('caps the wait', () => {
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(0, () => 1)).toBe(1300);
  });
});
