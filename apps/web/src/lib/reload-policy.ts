import { RELOAD_ATTEMPTS } from '@casino/rules';
import { STORAGE_KEYS, storage } from './storage-keys.ts';

/**
 * What the app does when it crashes or a code chunk fails to load (§4, §8):
 * offline → go to the site's origin (the service worker serves the app shell there);
 * otherwise reload, at most RELOAD_ATTEMPTS times in a row, counted in storage under `reload_count`;
 * after that, show the error screen with a retry button.
 * The counter is reset once a page has run without a crash for RELOAD_RESET_AFTER_MS.
 */
export type CrashAction = 'go-to-origin' | 'reload' | 'show-error';

export const RELOAD_RESET_AFTER_MS = 10_000;

export interface CrashContext {
  online: boolean;
  reloadCount: number;
  /** True when the page is already the site's root ('/' or a language root such as '/de'), where going to the
   * origin would loop. */
  atOrigin: boolean;
}

export function decideCrashAction({ online, reloadCount, atOrigin }: CrashContext): CrashAction {
  if (!online) return atOrigin ? 'show-error' : 'go-to-origin';
  return reloadCount < RELOAD_ATTEMPTS ? 'reload' : 'show-error';
}

export function readReloadCount(): number {
  const value = Number.parseInt(storage.get(STORAGE_KEYS.reloadCount) ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Browser effects, replaceable in tests. */
export interface CrashEffects {
  reload: () => void;
  goToOrigin: () => void;
}

const browserEffects: CrashEffects = {
  reload: () => window.location.reload(),
  goToOrigin: () => window.location.assign(window.location.origin),
};

/** The action for a crash happening now, read from the browser (connection, counter, address). */
export function currentCrashAction(): CrashAction {
  return decideCrashAction({
    online: navigator.onLine,
    reloadCount: readReloadCount(),
    atOrigin: /^\/([a-z]{2}\/?)?$/i.test(window.location.pathname),
  });
}

/** Logs the crash and performs the action: counts and reloads, or goes to the origin. */
export function performCrashAction(
  action: CrashAction,
  error: unknown,
  effects: CrashEffects = browserEffects,
): void {
  console.error('app crashed', error);
  if (action === 'reload') {
    storage.set(STORAGE_KEYS.reloadCount, String(readReloadCount() + 1));
    effects.reload();
  } else if (action === 'go-to-origin') {
    effects.goToOrigin();
  }
}

/** Decides and performs the reaction to a crash; returns the action so the caller knows what to render. */
export function recoverFromCrash(error: unknown, effects: CrashEffects = browserEffects): CrashAction {
  const action = currentCrashAction();
  performCrashAction(action, error, effects);
  return action;
}

/** Resets the reload counter after a page has run `ms` without a crash. Returns a cancel function. */
export function scheduleReloadCounterReset(ms = RELOAD_RESET_AFTER_MS): () => void {
  const timer = setTimeout(() => storage.remove(STORAGE_KEYS.reloadCount), ms);
  return () => clearTimeout(timer);
}
