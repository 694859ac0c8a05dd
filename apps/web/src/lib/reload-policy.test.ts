import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  decideCrashAction,
  readReloadCount,
  recoverFromCrash,
  RELOAD_RESET_AFTER_MS,
  scheduleReloadCounterReset,
} from './reload-policy.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

describe('reload policy', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('decides from the connection and the counter', () => {
    expect(decideCrashAction({ online: false, reloadCount: 0, atOrigin: false })).toBe('go-to-origin');
    expect(decideCrashAction({ online: false, reloadCount: 0, atOrigin: true })).toBe('show-error');
    expect(decideCrashAction({ online: true, reloadCount: 2, atOrigin: false })).toBe('reload');
    expect(decideCrashAction({ online: true, reloadCount: 3, atOrigin: false })).toBe('show-error');
  });

  it('reloads three times in a row, counting in storage, then shows the error', () => {
    const effects = { reload: vi.fn(), goToOrigin: vi.fn() };
    expect(recoverFromCrash(new Error('1'), effects)).toBe('reload');
    expect(recoverFromCrash(new Error('2'), effects)).toBe('reload');
    expect(recoverFromCrash(new Error('3'), effects)).toBe('reload');
    expect(localStorage.getItem(STORAGE_KEYS.reloadCount)).toBe('3');
    expect(recoverFromCrash(new Error('4'), effects)).toBe('show-error');
    expect(effects.reload).toHaveBeenCalledTimes(3);
  });

  it('goes to the origin when offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.history.replaceState(null, '', '/games/slots');
    const effects = { reload: vi.fn(), goToOrigin: vi.fn() };
    expect(recoverFromCrash(new Error('offline'), effects)).toBe('go-to-origin');
    expect(effects.goToOrigin).toHaveBeenCalledOnce();
    expect(effects.reload).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('resets the counter after a page ran 10 s without a crash', () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.reloadCount, '2');
    scheduleReloadCounterReset();
    vi.advanceTimersByTime(RELOAD_RESET_AFTER_MS - 1);
    expect(readReloadCount()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(readReloadCount()).toBe(0);
  });
});
