/**
 * The browser's install offer (§4 "Install as app"): the `beforeinstallprompt` event is captured as early as
 * possible (main.tsx calls startInstallPromptCapture before the first render) and kept for the install button.
 * The installed state follows `appinstalled` and the standalone display mode.
 */

/** Chromium's install prompt event; not part of the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  canPrompt: boolean;
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canPrompt: false, installed: false };
const listeners = new Set<() => void>();
let started = false;

function update(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallState(): InstallState {
  return state;
}

export function startInstallPromptCapture(target: Window = window): void {
  if (started) return;
  started = true;
  update({ installed: isStandalone(target) });
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ canPrompt: true });
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canPrompt: false, installed: true });
  });
  if (typeof target.matchMedia === 'function') {
    target.matchMedia('(display-mode: standalone)').addEventListener('change', (event) => {
      if (event.matches) update({ installed: true });
    });
  }
}

/** Shows the browser's install dialog when it offered one. Resolves with the player's answer, or null. */
export async function showInstallPrompt(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred;
  if (!event) return null;
  deferred = null;
  update({ canPrompt: false });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') update({ installed: true });
  return choice.outcome;
}

export function isStandalone(target: Window = window): boolean {
  const iosStandalone = (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayMode =
    typeof target.matchMedia === 'function' && target.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || displayMode;
}

/** iPhone, iPod and iPad (iPadOS reports itself as a Mac with touch). Safari there has no install prompt. */
export function isIosDevice(
  navigatorLike: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator,
): boolean {
  if (/iPad|iPhone|iPod/.test(navigatorLike.userAgent)) return true;
  return /Macintosh/.test(navigatorLike.userAgent) && navigatorLike.maxTouchPoints > 1;
}

/** For tests: forget captured state. */
export function resetInstallPromptForTests(): void {
  deferred = null;
  started = false;
  state = { canPrompt: false, installed: false };
  listeners.clear();
}
