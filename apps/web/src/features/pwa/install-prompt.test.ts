import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getInstallState,
  isIosDevice,
  resetInstallPromptForTests,
  showInstallPrompt,
  startInstallPromptCapture,
  type BeforeInstallPromptEvent,
} from './install-prompt.ts';

function installEvent(outcome: 'accepted' | 'dismissed'): BeforeInstallPromptEvent {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  Object.assign(event, {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return event;
}

describe('install prompt', () => {
  afterEach(() => resetInstallPromptForTests());

  it('captures the browser offer and shows it once', async () => {
    startInstallPromptCapture(window);
    const event = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(getInstallState()).toEqual({ canPrompt: true, installed: false });
    await expect(showInstallPrompt()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(getInstallState()).toEqual({ canPrompt: false, installed: true });
    await expect(showInstallPrompt()).resolves.toBeNull();
  });

  it('tracks appinstalled', () => {
    startInstallPromptCapture(window);
    window.dispatchEvent(new Event('appinstalled'));
    expect(getInstallState().installed).toBe(true);
  });

  it('recognises iOS devices, including iPadOS', () => {
    expect(
      isIosDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isIosDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isIosDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 }),
    ).toBe(false);
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', maxTouchPoints: 5 })).toBe(false);
  });
});
