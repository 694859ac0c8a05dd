import type { ReactElement, ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(() => {
  cleanup();
});

const englishFiles = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const english = Object.assign({}, ...Object.values(englishFiles)) as Record<string, unknown>;

/** An i18next instance holding every English text of the app. */
export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: english } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** For looking up the expected English texts; each render gets its own instance. */
export const testI18n = createTestI18n();

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Shows the router's current path, so a test can see where a click went. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  route?: string;
  queryClient?: QueryClient;
  /** Options for userEvent.setup(). */
  user?: Parameters<typeof userEvent.setup>[0];
}

/** Renders inside a MemoryRouter (at `route`), a QueryClient and a fresh English i18n. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient(), user }: RenderOptions = {},
) {
  const i18n = createTestI18n();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationDisplay />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), user: userEvent.setup(user), queryClient, i18n };
}
