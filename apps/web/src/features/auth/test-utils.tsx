import type { ReactElement, ReactNode } from 'react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { UserInfo } from '@casino/contracts';
import auth from '../../locales/en/auth.json';
import shell from '../../locales/en/shell.json';
import validation from '../../locales/en/validation.json';
import { createTestQueryClient, LocationDisplay } from '../shell/test-utils.tsx';

export const PLAYER: UserInfo = {
  id: 'u-1',
  email: 'player@example.com',
  language: 'en',
  birthday: null,
  level: 1,
  points: 0,
  currency: 'EUR',
  country: 'DE',
  role: 'player',
  verificationStatus: 'not_verified',
};

/** Renders with the English auth, validation and shell texts, a router at `route` and a fresh query client. */
export function renderAuth(ui: ReactElement, { route = '/' } = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...auth, ...shell, ...validation } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const queryClient = createTestQueryClient();
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
  return { ...render(ui, { wrapper: Wrapper }), user: userEvent.setup(), queryClient, i18n };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | ((body: unknown) => { status: number; body?: unknown });

/** Replaces fetch: answers by "METHOD /api/path"; unknown ones answer 404. Returns the recorded calls. */
export function mockEndpoints(answers: Record<string, Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = (init?.method ?? 'GET').toUpperCase();
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const entry = answers[`${method} ${url.pathname}`];
      const answer = typeof entry === 'function' ? entry(body) : (entry ?? notFound);
      if (answer.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const notFound = { status: 404, body: { error: { code: 'not_found', message: 'not found' } } };

export const apiError = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code } },
});
