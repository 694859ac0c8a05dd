import type { ReactElement, ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import shell from '../../locales/en/shell.json';
import content from '../../locales/en/content.json';
import lobby from '../../locales/en/lobby.json';

// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(() => {
  cleanup();
});

/** An i18next instance holding the English texts of the shell, content and lobby features. */
export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: { ...shell, ...content, ...lobby } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

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
}

/** Renders inside a MemoryRouter (at `route`), a fresh QueryClient and the English test i18n. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() }: RenderOptions = {},
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
  const user = userEvent.setup();
  return { ...render(ui, { wrapper: Wrapper }), user, queryClient };
}

/**
 * Replaces fetch with canned JSON answers by API path ("/api/content/faq"). A path mapped to a number
 * answers with that HTTP status; unknown paths answer 404. Returns the mock to inspect the calls.
 */
export function mockApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = answers[url.pathname];
    if (answer === undefined || typeof answer === 'number') {
      const status = typeof answer === 'number' ? answer : 404;
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'not found' } }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
