import { afterEach, describe, expect, it, vi } from 'vitest';
import { FREE_SPINS_SLOW_POLL_MS } from '@casino/rules';
import { freeSpinsFastPolling, freeSpinsInterval } from './free-spins-polling.ts';

afterEach(() => vi.unstubAllEnvs());

describe('the free-spins poll', () => {
  it('reads every 3 s when the fast poll is on, else every 60 s', () => {
    expect(freeSpinsInterval(true)).toBe(3_000);
    expect(freeSpinsInterval(false)).toBe(FREE_SPINS_SLOW_POLL_MS);
    expect(FREE_SPINS_SLOW_POLL_MS).toBe(60_000);
  });

  it('is fast unless the build sets VITE_DISABLE_FREE_SPINS_POLL=true', () => {
    expect(freeSpinsFastPolling({})).toBe(true);
    expect(freeSpinsFastPolling({ VITE_DISABLE_FREE_SPINS_POLL: 'false' })).toBe(true);
    expect(freeSpinsFastPolling({ VITE_DISABLE_FREE_SPINS_POLL: 'true' })).toBe(false);
    expect(freeSpinsInterval()).toBe(3_000);
    vi.stubEnv('VITE_DISABLE_FREE_SPINS_POLL', 'true');
    expect(freeSpinsInterval()).toBe(60_000);
  });
});
