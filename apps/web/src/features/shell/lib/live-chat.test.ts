import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveChat, readLiveChatConfig } from './live-chat.ts';

afterEach(() => {
  Reflect.deleteProperty(window, '_chat');
});

describe('openLiveChat', () => {
  it('shows our own support page when no chat service is configured', () => {
    const navigateTo = vi.fn();
    expect(openLiveChat(navigateTo, readLiveChatConfig({}))).toBe('fallback');
    expect(navigateTo).toHaveBeenCalledWith('/info_pages/contact_us');
  });

  it('opens the configured chat widget', () => {
    const open = vi.fn();
    Reflect.set(window, '_chat', { open });
    const navigateTo = vi.fn();
    expect(openLiveChat(navigateTo, readLiveChatConfig({ VITE_LIVE_CHAT_GLOBAL: '_chat' }))).toBe('widget');
    expect(open).toHaveBeenCalledOnce();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
