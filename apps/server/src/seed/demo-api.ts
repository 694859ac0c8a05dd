import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { sessionResponseSchema } from '@casino/contracts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../modules/accounts/cookies.ts';
import { CSRF_HEADER } from '../platform/http/access.ts';

/** A signed-in browser: whose it is, its session cookie and the CSRF token it echoes on writes. */
export interface BrowserSession {
  readonly userId: string;
  readonly sessionToken: string;
  readonly csrfToken: string;
}

/** The demo history stopped: a call did not get the answer a working product gives. */
export class DemoHistoryError extends Error {
  override name = 'DemoHistoryError';
}

type Method = 'GET' | 'POST' | 'PUT';

/**
 * The platform's HTTP API, called in-process (app.inject) the way a signed-in browser calls it: the same routes,
 * access checks, services and ledger as any player's request. An unexpected answer throws DemoHistoryError.
 */
export function demoApi(app: FastifyInstance) {
  function send(session: BrowserSession | null, options: InjectOptions): Promise<LightMyRequestResponse> {
    if (!session) return app.inject(options);
    return app.inject({
      ...options,
      cookies: { [SESSION_COOKIE]: session.sessionToken },
      headers: { ...options.headers, [CSRF_HEADER]: session.csrfToken },
    });
  }

  function expectStatus(response: LightMyRequestResponse, expected: readonly number[], what: string): void {
    if (!expected.includes(response.statusCode))
      throw new DemoHistoryError(`${what}: answered ${response.statusCode} ${response.body.slice(0, 500)}`);
  }

  async function call<T>(
    session: BrowserSession,
    method: Method,
    url: string,
    schema: z.ZodType<T>,
    payload?: object,
  ): Promise<T> {
    const response = await send(session, { method, url, ...(payload ? { payload } : {}) });
    expectStatus(response, method === 'GET' ? [200] : [200, 201], `${method} ${url}`);
    return schema.parse(response.json());
  }

  return {
    send,
    expectStatus,

    async signIn(email: string, password: string): Promise<BrowserSession> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      expectStatus(response, [200], `signing in ${email}`);
      const cookies = new Map(response.cookies.map((cookie) => [cookie.name, cookie.value]));
      return {
        userId: sessionResponseSchema.parse(response.json()).user.id,
        sessionToken: cookies.get(SESSION_COOKIE) ?? '',
        csrfToken: cookies.get(CSRF_COOKIE) ?? '',
      };
    },

    read: <T>(session: BrowserSession, url: string, schema: z.ZodType<T>) =>
      call(session, 'GET', url, schema),

    write: <T>(
      session: BrowserSession,
      method: 'POST' | 'PUT',
      url: string,
      payload: object,
      schema: z.ZodType<T>,
    ) => call(session, method, url, schema, payload),

    async signOut(session: BrowserSession): Promise<void> {
      const response = await send(session, { method: 'POST', url: '/api/auth/logout' });
      expectStatus(response, [204], 'signing out');
    },
  };
}

export type DemoApi = ReturnType<typeof demoApi>;
