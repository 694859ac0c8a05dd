import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegistrationRequest } from '@casino/contracts';

/** A clock that tests move forward instead of waiting. */
export function testClock(start = new Date('2026-03-01T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(at: Date) {
      current = at.getTime();
    },
  };
}

export const MINUTE = 60_000;
export const GOOD_PASSWORD = 'Lumen#2026x';

/** For apps whose tests sign up many players from app.inject's one address (127.0.0.1). */
export const MANY_REGISTRATIONS = { REGISTRATION_LIMIT_PER_HOUR: '100000' };

let counter = 0;
export const uniqueEmail = (prefix = 'player') => `${prefix}${++counter}.${Date.now()}@example.com`;

export function registration(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    currency: 'EUR',
    country: 'DE',
    acceptTerms: true,
    language: 'en',
    ...overrides,
  };
}

/** The cookies a response sets, by name. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** A signed-in browser: its cookies and the CSRF header it echoes. */
export interface TestSession {
  userId: string;
  email: string;
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

export function sessionFrom(response: LightMyRequestResponse, email: string): TestSession {
  const cookies = cookiesOf(response);
  const body = response.json<{ user: { id: string } }>();
  return {
    userId: body.user.id,
    email,
    cookies: { session: cookies.session ?? '' },
    headers: { 'x-csrf-token': cookies.csrf_token ?? '' },
  };
}

export async function registerPlayer(
  app: FastifyInstance,
  overrides: Partial<RegistrationRequest> = {},
): Promise<TestSession & { password: string }> {
  const body = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return { ...sessionFrom(response, body.email), password: body.password };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

/**
 * A call as the browser makes it: with the session's cookie and CSRF header when signed in, from the client
 * address `remoteAddress` (app.inject's 127.0.0.1 unless named).
 */
export function call(
  app: FastifyInstance,
  session: TestSession | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(session ? { cookies: session.cookies, headers: session.headers } : {}),
    ...(payload ? { payload } : {}),
  });
}

/**
 * A stranger's wrong passwords for `email`, each from a new address under `addressPrefix`, paced as the
 * server asks (the clock moves by each Retry-After), so that every one of them counts as a failure.
 */
export async function pacedWrongLogins(
  app: FastifyInstance,
  clock: ReturnType<typeof testClock>,
  email: string,
  failures: number,
  addressPrefix: string,
): Promise<void> {
  let failed = 0;
  for (let attempt = 0; failed < failures; attempt++) {
    const response = await login(app, email, 'Wrong#Pass1', `${addressPrefix}.${attempt}`);
    if (response.statusCode === 401) failed++;
    else if (response.statusCode === 429) clock.advance(Number(response.headers['retry-after']) * 1000);
    else throw new Error(`unexpected answer to a wrong password: ${response.statusCode} ${response.body}`);
  }
}
