import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLiveChatConfigured, openLiveChat, readLiveChatConfig } from './live-chat.ts';

afterEach(() => {
  Reflect.deleteProperty(window, '_chat');
});

describe('openLiveChat', () => {
  it('has no chat to open when no chat service is configured', () => {
    const config = readLiveChatConfig({});
    expect(isLiveChatConfigured(config)).toBe(false);
    expect(openLiveChat(config)).toBe(false);
  });

  it('opens the configured chat widget', () => {
    const open = vi.fn();
    Reflect.set(window, '_chat', { open });
    const config = readLiveChatConfig({ VITE_LIVE_CHAT_GLOBAL: '_chat' });
    expect(isLiveChatConfigured(config)).toBe(true);
    expect(openLiveChat(config)).toBe(true);
    expect(open).toHaveBeenCalledOnce();
  });

  it('reports a configured chat that has not loaded or breaks as not opened', () => {
    const config = readLiveChatConfig({ VITE_LIVE_CHAT_GLOBAL: '_chat' });
    expect(openLiveChat(config)).toBe(false);
    Reflect.set(window, '_chat', {
      open: () => {
        throw new Error('chat failed');
      },
    });
    expect(openLiveChat(config)).toBe(false);
  });
});
