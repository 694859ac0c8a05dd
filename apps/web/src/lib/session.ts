import { create } from 'zustand';
import { STORAGE_KEYS, storage } from './storage-keys.ts';

/**
 * The player's session as the rest of the app sees it: guest or authenticated (§4).
 *
 * This is the single place the accounts feature replaces. Until it lands nobody can log in, so the session is
 * always a guest one. The real session secret never touches JavaScript: the server keeps it in an httpOnly
 * cookie (ARCHITECTURE.md, "Auth"). What arrives in a URL (the `account` parameter, the session-return route)
 * is kept in memory only, for the accounts feature to exchange for that cookie.
 */

interface SessionState {
  authenticated: boolean;
}

const useSessionStore = create<SessionState>()(() => ({ authenticated: false }));

/** True when a player is logged in. Drives guards, the login requirement of modals and the shell. */
export function useIsAuthenticated(): boolean {
  return useSessionStore((state) => state.authenticated);
}

/** The same outside React (route loaders, the modal manager). */
export function isAuthenticated(): boolean {
  return useSessionStore.getState().authenticated;
}

/** Called by the accounts feature when the session is known (and by tests). */
export function setAuthenticated(authenticated: boolean): void {
  useSessionStore.setState({ authenticated });
}

/** A session handed to the app through a URL: a session-return uuid or an encoded account token. */
export interface SessionHandoff {
  token?: string;
  sessionUuid?: string;
  userId?: string;
}

let pendingHandoff: SessionHandoff | null = null;

/**
 * Saves a session handed over by a URL. Stores nothing secret: only the user id (a storage key of §3) goes to
 * storage; the token or uuid stays in memory until the accounts feature exchanges it with the server.
 */
export function saveSession(handoff: SessionHandoff): void {
  pendingHandoff = { ...handoff };
  if (handoff.userId) storage.set(STORAGE_KEYS.userId, handoff.userId);
}

/** Forgets the current session on this device (before a new one is saved, and on logout). */
export function clearSession(): void {
  pendingHandoff = null;
  storage.remove(STORAGE_KEYS.userId);
  storage.remove(STORAGE_KEYS.accessToken);
  setAuthenticated(false);
}

/** The handed-over session waiting to be exchanged, removed once read. */
export function takePendingSession(): SessionHandoff | null {
  const handoff = pendingHandoff;
  pendingHandoff = null;
  return handoff;
}

export function getStoredUserId(): string | null {
  return storage.get(STORAGE_KEYS.userId);
}
