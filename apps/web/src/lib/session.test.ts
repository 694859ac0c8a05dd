import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@casino/contracts';
import {
  DEPOSIT_MODAL_DUE,
  DEPOSIT_MODAL_SHOWN,
  clearSession,
  isAuthenticated,
  loadSession,
  resetSessionForTests,
  signIn,
} from './session.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const PLAYER = { id: 'u-1', email: 'p@example.com' } as UserInfo;

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('asks the server once per page load and restores a signed-in player without the deposit flag', async () => {
    const fetchMock = answer({ user: PLAYER });
    await Promise.all([loadSession(), loadSession()]);
    expect(await loadSession()).toEqual({ user: PLAYER });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isAuthenticated()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('cookie');
    expect(sessionStorage.getItem(STORAGE_KEYS.depositModalShown)).toBeNull();
  });

  it('treats no session and a failed call as a guest and forgets stale keys', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'old');
    answer({ error: { code: 'internal', message: 'x' } }, 500);
    expect(await loadSession()).toEqual({ user: null });
    expect(isAuthenticated()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it('marks the deposit modal due on the first login of a browser session only', () => {
    signIn(PLAYER);
    expect(sessionStorage.getItem(STORAGE_KEYS.depositModalShown)).toBe(DEPOSIT_MODAL_DUE);
    sessionStorage.setItem(STORAGE_KEYS.depositModalShown, DEPOSIT_MODAL_SHOWN);
    clearSession();
    signIn(PLAYER);
    expect(sessionStorage.getItem(STORAGE_KEYS.depositModalShown)).toBe(DEPOSIT_MODAL_SHOWN);
  });

  it('never stores a secret and keeps the previous email after logout', () => {
    signIn(PLAYER);
    expect(Object.values({ ...localStorage })).not.toContain(expect.stringMatching(/[0-9a-f]{32,}/));
    clearSession();
    expect(isAuthenticated()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.email)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.prevUserEmail)).toBe(PLAYER.email);
  });
});
