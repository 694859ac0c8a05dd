import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Providers, createQueryClient } from './app/providers.tsx';
import { createAppRouter, whenRouterReady } from './app/router.tsx';
import { AppErrorBoundary } from './features/errors/app-error-boundary.tsx';
import { ErrorScreen } from './features/errors/components/error-screen.tsx';
import { startInstallPromptCapture } from './features/pwa/install-prompt.ts';
import { registerServiceWorker } from './features/pwa/register-sw.ts';
import { decideBootLanguage, provisionalLanguage } from './lib/detect-language.ts';
import { loadGeo } from './lib/geo.ts';
import { nextTask } from './lib/next-task.ts';
import { rememberReferral, setVisitorCountry } from './lib/market.ts';
import { initI18n, prefetchLanguage } from './lib/i18n.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES } from '@casino/rules';
import { recoverFromCrash, scheduleReloadCounterReset } from './lib/reload-policy.ts';

// The install offer can come at any moment after the page loads: listen before anything else.
startInstallPromptCapture();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Created when first needed, not while the main module evaluates: that first task stays short.
let root: Root | null = null;
const appRoot = (): Root => (root ??= createRoot(container));

/**
 * Boot: the visitor's country (blocked check and language guess), then the language (one run of the §4
 * choice; the address gains or loses its language prefix), then the translations, then the app.
 */
async function boot(): Promise<void> {
  // Returning visitors have a language in the path or in storage: load it while the country is asked.
  const early = provisionalLanguage(window.location.pathname);
  const earlyTranslations = early ? initI18n(early).catch(() => null) : null;
  // English is always loaded (it is the fallback): fetch it while the country is asked.
  if (!early) prefetchLanguage(DEFAULT_LANGUAGE);
  const geo = await loadGeo();
  setVisitorCountry(geo?.country ?? null);
  const { language, redirectTo } = decideBootLanguage({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    country: geo?.country3 ?? null,
    browserLanguages: navigator.languages,
    referred: rememberReferral(window.location.search),
  });
  if (redirectTo) window.history.replaceState(window.history.state, '', redirectTo);
  await earlyTranslations;
  await nextTask();
  const i18n = await initI18n(language);
  document.documentElement.lang = LANGUAGE_LOCALES[language];
  await nextTask();

  // A blocked country gets only the blocked screen and, once signed in, the way to withdraw: a separate, smaller
  // route table that other visitors never download.
  const router = geo?.blocked
    ? (await import('./app/blocked-routes.tsx')).createBlockedRouter()
    : createAppRouter();
  await whenRouterReady(router);
  await nextTask();
  // A transition lets React render the first screen in slices that yield to the browser, instead of one
  // long task that would hold input and paint on slow phones.
  const app = appRoot();
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppErrorBoundary>
          <Providers i18n={i18n} router={router} queryClient={createQueryClient()} />
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
  scheduleReloadCounterReset();
  void registerServiceWorker();
}

boot().catch((error: unknown) => {
  // Translations or the app code could not load: the same reaction as a crash (reload, or the origin offline),
  // and once the attempts are used up the error screen with its retry button.
  if (recoverFromCrash(error) === 'show-error') appRoot().render(<ErrorScreen />);
});
