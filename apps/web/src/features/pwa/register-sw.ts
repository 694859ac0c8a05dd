/**
 * The service worker (§7): registered at the site root in production builds only; service workers of other
 * scopes or scripts (older builds, earlier products on this host) are unregistered first.
 */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

export function isOurRegistration(
  registration: ServiceWorkerRegistration,
  origin = window.location.origin,
): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  const scopeMatches = registration.scope === `${origin}${SERVICE_WORKER_SCOPE}`;
  const scriptMatches = !worker || worker.scriptURL === `${origin}${SERVICE_WORKER_URL}`;
  return scopeMatches && scriptMatches;
}

export async function unregisterForeignServiceWorkers(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<number> {
  const registrations = await container.getRegistrations();
  const foreign = registrations.filter((registration) => !isOurRegistration(registration));
  await Promise.all(foreign.map((registration) => registration.unregister()));
  return foreign.length;
}

/** Registers after the page has loaded, so the worker's precaching never competes with the first paint. */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete') {
    await new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  }
  try {
    await unregisterForeignServiceWorkers();
    // The worker built by vite-plugin-pwa skips waiting and claims clients, so a plain registration keeps the
    // app up to date without shipping a registration library in the first load.
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  } catch (error) {
    console.error('service worker: set-up failed', error);
  }
}
