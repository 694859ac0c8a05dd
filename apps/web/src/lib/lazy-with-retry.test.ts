import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

describe('lazyWithRetry', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('returns the module when it loads', async () => {
    await expect(lazyWithRetry(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('reloads the page on a failed load and keeps the promise pending', async () => {
    const effects = { reload: vi.fn(), goToOrigin: vi.fn() };
    const settled = vi.fn();
    void lazyWithRetry(() => Promise.reject(new Error('chunk gone')), effects).then(settled, settled);
    // vi.waitFor looks again only after the pending callbacks have run: a settled promise would have told by then.
    await vi.waitFor(() => expect(effects.reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem(STORAGE_KEYS.reloadCount)).toBe('1');
    expect(settled).not.toHaveBeenCalled();
  });

  it('rethrows once the reload attempts are used up', async () => {
    localStorage.setItem(STORAGE_KEYS.reloadCount, '3');
    const effects = { reload: vi.fn(), goToOrigin: vi.fn() };
    await expect(lazyWithRetry(() => Promise.reject(new Error('chunk gone')), effects)).rejects.toThrow(
      'chunk gone',
    );
    expect(effects.reload).not.toHaveBeenCalled();
  });
});
