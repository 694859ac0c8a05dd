import { create } from 'zustand';
import type { UserInfo } from '@casino/contracts';
import { callApi } from './api-client.ts';
import { STORAGE_KEYS, storage } from './storage-keys.ts';

/**
 * The player's session as the rest of the app sees it: guest or authenticated (§4).
 *
 * The session secret never touches JavaScript: the server keeps it in an httpOnly cookie (docs/security.md).
 * The app learns who is signed in from GET /api/auth/session at boot and from the answers of login,
 * registration and the hand-offs. The §3 storage keys keep their names but hold no secret: `userId`, `email`,
 * `prevUserEmail` (for the welcome-back modal) and `access_token`, which holds only the marker 'cookie'.
 */

interface SessionState {
  authenticated: boolean;
  /** The signed-in player as the session answer described them; null for guests. */
  user: UserInfo | null;
  /** False until the boot answer (or a login, a logout) told who is signed in. */
  known: boolean;
}

const useSessionStore = create<SessionState>()(() => ({ authenticated: false, user: null, known: false }));

/** The marker kept under `access_token` while signed in: the real token is the httpOnly cookie. */
export const ACCESS_TOKEN_MARKER = 'cookie';

/**
 * Session storage `depositModalShown` (§4, the deposit modal opens once after the first login of a browser
 * session): the first login writes DEPOSIT_MODAL_DUE; the cashier opens the deposit modal when it reads that
 * value (not on deposit success, failure or return paths) and then writes DEPOSIT_MODAL_SHOWN. Later logins in
 * the same browser session leave the flag alone.
 */
export const DEPOSIT_MODAL_DUE = 'due';
export const DEPOSIT_MODAL_SHOWN = 'shown';

/** True when a player is logged in. Drives guards, the login requirement of modals and the shell. */
export function useIsAuthenticated(): boolean {
  return useSessionStore((state) => state.authenticated);
}

/** The signed-in player (from the session answer), or null. */
export function useSessionUser(): UserInfo | null {
  return useSessionStore((state) => state.user);
}

/** The same outside React (route loaders, the modal manager). */
export function isAuthenticated(): boolean {
  return useSessionStore.getState().authenticated;
}

export function getSessionUser(): UserInfo | null {
  return useSessionStore.getState().user;
}

/** Sets the session state without a user (tests and the mock-modals screen). */
export function setAuthenticated(authenticated: boolean): void {
  useSessionStore.setState({ authenticated, user: null, known: true });
}

/** The signed-in player's language changed (saved on the server by the caller). */
export function setSessionUserLanguage(language: UserInfo['language']): void {
  const { user } = useSessionStore.getState();
  if (user) useSessionStore.setState({ user: { ...user, language } });
}

/** Calls `listener` whenever the signed-in user changes (login, logout, hand-off). Returns the unsubscribe. */
export function onSessionUserChange(listener: (user: UserInfo | null) => void): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id || state.authenticated !== previous.authenticated)
      listener(state.user);
  });
}

/**
 * A player signed in (login, registration, hand-off): keeps the non-secret §3 keys and, on the first login of
 * this browser session, marks the deposit modal as due.
 */
export function signIn(user: UserInfo): void {
  storage.set(STORAGE_KEYS.userId, user.id);
  storage.set(STORAGE_KEYS.email, user.email);
  storage.set(STORAGE_KEYS.prevUserEmail, user.email);
  storage.set(STORAGE_KEYS.accessToken, ACCESS_TOKEN_MARKER);
  const area = storage.session();
  if (storage.get(STORAGE_KEYS.depositModalShown, area) === null)
    storage.set(STORAGE_KEYS.depositModalShown, DEPOSIT_MODAL_DUE, area);
  bootRequest = null;
  useSessionStore.setState({ authenticated: true, user, known: true });
}

/**
 * Forgets the session on this device (on logout, and before a handed-over session replaces it). The
 * `prevUserEmail` stays: it greets the player in the welcome-back modal.
 */
export function clearSession(): void {
  storage.remove(STORAGE_KEYS.userId);
  storage.remove(STORAGE_KEYS.email);
  storage.remove(STORAGE_KEYS.accessToken);
  bootRequest = null;
  useSessionStore.setState({ authenticated: false, user: null, known: true });
}

export interface SessionAnswer {
  user: UserInfo | null;
}

let bootRequest: Promise<SessionAnswer> | null = null;

/**
 * Who is signed in, from GET /api/auth/session: asked once per page load (later calls share the answer) unless
 * a login or logout already told. A failed call counts as a guest; the cookie, if any, stays for the next load.
 */
export function loadSession(): Promise<SessionAnswer> {
  const state = useSessionStore.getState();
  if (state.known) return Promise.resolve({ user: state.user });
  bootRequest ??= fetchSession();
  return bootRequest;
}

async function fetchSession(): Promise<SessionAnswer> {
  let answer: SessionAnswer;
  try {
    answer = await callApi('getSession');
  } catch {
    answer = { user: null };
  }
  // A login or logout that happened while the answer was on its way wins.
  if (useSessionStore.getState().known) return { user: useSessionStore.getState().user };
  if (answer.user) restore(answer.user);
  else clearSession();
  return answer;
}

/** A session that survived a reload: the keys are refreshed, the deposit flag is not touched. */
function restore(user: UserInfo): void {
  storage.set(STORAGE_KEYS.userId, user.id);
  storage.set(STORAGE_KEYS.email, user.email);
  storage.set(STORAGE_KEYS.prevUserEmail, user.email);
  storage.set(STORAGE_KEYS.accessToken, ACCESS_TOKEN_MARKER);
  useSessionStore.setState({ authenticated: true, user, known: true });
}

/** Tests: back to the state of a fresh page load. */
export function resetSessionForTests(): void {
  bootRequest = null;
  useSessionStore.setState({ authenticated: false, user: null, known: false });
}

/** A session handed to the app through a URL (§2.4): an encoded account token or a session-return uuid. */
export interface SessionHandoff {
  token?: string;
  sessionUuid?: string;
  userId?: string;
}

export function getStoredUserId(): string | null {
  return storage.get(STORAGE_KEYS.userId);
}
