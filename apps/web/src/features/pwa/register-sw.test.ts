import { describe, expect, it, vi } from 'vitest';
import { isOurRegistration, unregisterForeignServiceWorkers } from './register-sw.ts';

const origin = window.location.origin;

function registration(scope: string, scriptURL: string | null) {
  return {
    scope,
    active: scriptURL ? { scriptURL } : null,
    waiting: null,
    installing: null,
    unregister: vi.fn(async () => true),
  } as unknown as ServiceWorkerRegistration & { unregister: ReturnType<typeof vi.fn> };
}

describe('service worker registrations', () => {
  it('recognises ours by root scope and script', () => {
    expect(isOurRegistration(registration(`${origin}/`, `${origin}/sw.js`))).toBe(true);
    expect(isOurRegistration(registration(`${origin}/`, `${origin}/service-worker.js`))).toBe(false);
    expect(isOurRegistration(registration(`${origin}/app/`, `${origin}/sw.js`))).toBe(false);
  });

  it('unregisters the others and keeps ours', async () => {
    const ours = registration(`${origin}/`, `${origin}/sw.js`);
    const old = registration(`${origin}/`, `${origin}/firebase-messaging-sw.js`);
    const scoped = registration(`${origin}/pwa/`, `${origin}/pwa/sw.js`);
    const container = {
      getRegistrations: async () => [ours, old, scoped],
    } as unknown as ServiceWorkerContainer;
    await expect(unregisterForeignServiceWorkers(container)).resolves.toBe(2);
    expect(ours.unregister).not.toHaveBeenCalled();
    expect(old.unregister).toHaveBeenCalledOnce();
    expect(scoped.unregister).toHaveBeenCalledOnce();
  });
});
