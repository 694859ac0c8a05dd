import { recoverFromCrash, type CrashEffects } from './reload-policy.ts';

/**
 * Loads a lazy module (a route screen, a modal). A failed load, usually a chunk that vanished with a new
 * deployment or a dropped connection, is handled like a crash (§4 "failed lazy loading is retried the same
 * way"): the page reloads, up to RELOAD_ATTEMPTS times, or goes to the origin when offline. While the page is
 * reloading the promise never settles, so nothing flashes; once the attempts are used up the error is
 * rethrown for the nearest error boundary to show.
 */
export async function lazyWithRetry<T>(load: () => Promise<T>, effects?: CrashEffects): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const action = recoverFromCrash(error, effects);
    if (action === 'show-error') throw error;
    return new Promise<T>(() => {
      /* the page is going away */
    });
  }
}
