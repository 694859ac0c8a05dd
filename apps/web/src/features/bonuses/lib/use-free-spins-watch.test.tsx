import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { setAuthenticated } from '../../../lib/session.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { myFreeSpinsAnswer } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';
import FreeSpinsWatch from '../components/free-spins-watch.tsx';
import { applyFreeSpinsPush } from './free-spins-push.ts';

asSignedInPlayer();
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const stored = () => storage.get(STORAGE_KEYS.previousFreeSpinsCount);
const modals = () => useUiStore.getState().modals;

/** GET /api/bonuses/free-spins answering `count` spins in all, until the test changes it. */
function freeSpinsApi(first: number) {
  let count = first;
  const api = mockApi({
    'GET /api/bonuses/free-spins': () => ({ status: 200, body: { ...myFreeSpinsAnswer(), number: count } }),
  });
  return { ...api, answer: (next: number) => (count = next) };
}

/** The watcher mounted, once its first read is answered and taken. */
async function watch(first: number) {
  const api = freeSpinsApi(first);
  const rendered = renderWithProviders(<FreeSpinsWatch />);
  await waitFor(() => expect(stored()).toBe(String(first)));
  /** A `freeSpins.v1` event: the spins are read again and the answer taken. */
  const pushed = async (next: number) => {
    api.answer(next);
    const before = api.calls.length;
    act(() => applyFreeSpinsPush());
    await waitFor(() => expect(api.calls).toHaveLength(before + 1));
    await waitFor(() => expect(rendered.queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(stored()).toBe(String(next)));
  };
  return { ...api, ...rendered, pushed };
}

describe('the free-spins watcher', () => {
  it('with nothing stored, stores the first count and opens FREE_SPINS when there are spins', async () => {
    const { urls } = await watch(90);
    expect(modals()).toEqual({ FREE_SPINS: {} });
    expect(urls[0]?.searchParams.get('lang')).toBe('en');
  });

  it('with nothing stored and no spins, stores 0 and opens nothing', async () => {
    await watch(0);
    expect(modals()).toEqual({});
  });

  it('opens FREE_SPINS when the count rises above the stored one, and stores it', async () => {
    storage.set(STORAGE_KEYS.previousFreeSpinsCount, '50');
    await watch(90);
    expect(modals()).toEqual({ FREE_SPINS: {} });
  });

  it('opens nothing while the count stays or falls, stores each fall, opens on a rise', async () => {
    storage.set(STORAGE_KEYS.previousFreeSpinsCount, '90');
    const { pushed, calls } = await watch(90);
    expect(modals()).toEqual({});
    await pushed(90);
    await pushed(40);
    expect(modals()).toEqual({});
    await pushed(45);
    expect(modals()).toEqual({ FREE_SPINS: {} });
    expect(calls).toHaveLength(4);
  });

  it('reads nothing for a guest', async () => {
    setAuthenticated(false);
    const { calls } = freeSpinsApi(90);
    renderWithProviders(<FreeSpinsWatch />);
    await act(() => Promise.resolve());
    expect(calls).toEqual([]);
    expect(stored()).toBeNull();
  });
});

describe('the free-spins poll', () => {
  /** The calls made once `ms` more have passed on the fake clock. */
  const after = async (calls: unknown[], ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms));
    return calls.length;
  };

  it('reads the free spins every 3 s', async () => {
    vi.useFakeTimers();
    const { calls } = freeSpinsApi(0);
    renderWithProviders(<FreeSpinsWatch />);
    expect(await after(calls, 0)).toBe(1);
    expect(await after(calls, 2_900)).toBe(1);
    expect(await after(calls, 100)).toBe(2);
    expect(await after(calls, 3_000)).toBe(3);
  });

  it('reads them every 60 s when the build switches the fast poll off', async () => {
    vi.stubEnv('VITE_DISABLE_FREE_SPINS_POLL', 'true');
    vi.useFakeTimers();
    const { calls } = freeSpinsApi(0);
    renderWithProviders(<FreeSpinsWatch />);
    expect(await after(calls, 0)).toBe(1);
    expect(await after(calls, 59_900)).toBe(1);
    expect(await after(calls, 100)).toBe(2);
  });
});
