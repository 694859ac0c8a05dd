import type { ReactElement, ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createTestQueryClient, LocationDisplay } from '../shell/test-utils.tsx';

const englishFiles = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});

/** An i18next instance with every English text of the app (account, routes, validation, apiErrors…). */
export function createAccountI18n(): I18n {
  const i18n = createInstance();
  const translation = Object.assign({}, ...Object.values(englishFiles)) as Record<string, unknown>;
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export const testI18n = createAccountI18n();

export function renderAccount(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationDisplay />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), user: userEvent.setup({ applyAccept: false }), queryClient };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = unknown | ((call: RecordedCall) => { status: number; body?: unknown });

/**
 * Replaces fetch with answers keyed by "METHOD /api/path"; a function answer decides the status. Unknown
 * calls answer 404. Every call is recorded with its parsed JSON body (or the FormData as is).
 */
export function mockAccountApi(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    const { status, body: payload } =
      typeof answer === 'function'
        ? (answer as (call: RecordedCall) => { status: number; body?: unknown })(call)
        : answer === undefined
          ? { status: 404, body: { error: { code: 'not_found', message: 'not found' } } }
          : { status: 200, body: answer };
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export const apiError = (status: number, code: string) => () => ({
  status,
  body: { error: { code, message: code } },
});
