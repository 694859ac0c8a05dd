import Fastify, { type FastifyReply, type HTTPMethods, type LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../modules/accounts/accounts.tables.ts';
import { MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { useTestApp } from '../../test/test-platform.ts';
import { registerAccessGuard, type Access, type Principal } from './access.ts';
import { registerPersonalNoStore } from './personal-no-store.ts';

interface ApiRoute {
  method: HTTPMethods;
  url: string;
  access: Access;
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PRINCIPAL: Principal = {
  userId: SOME_ID,
  role: 'player',
  sessionId: SOME_ID,
  via: 'cookie',
  csrfToken: 'csrf',
};

describe('personal answers are never cached', () => {
  const routes: ApiRoute[] = [];
  const t = useTestApp('pglite', {
    config: { ...MANY_REGISTRATIONS, RATE_LIMIT_PER_MINUTE: '100000' },
    onRoute: (route) => {
      const access = route.config?.access;
      if (!route.url.startsWith('/api/') || !access) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    },
  });

  const sessions: Partial<Record<'player' | 'admin', TestSession>> = {};
  /** A signed-in caller of that role, signed up again when a call (a logout) ended the last one. */
  async function caller(role: 'player' | 'admin'): Promise<TestSession> {
    const known = sessions[role];
    if (known) {
      const alive = await t.app.inject({ url: '/api/auth/session', cookies: known.cookies });
      if (alive.json<{ user: unknown }>().user) return known;
    }
    const fresh = await registerPlayer(t.app);
    if (role === 'admin')
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, fresh.userId));
    sessions[role] = fresh;
    return fresh;
  }

  function call(route: ApiRoute, session: TestSession | undefined): Promise<LightMyRequestResponse> {
    const write = !SAFE_METHODS.has(route.method);
    return t.app.inject({
      method: route.method,
      url: route.url.replace(/:[A-Za-z]+/g, SOME_ID),
      headers: { ...session?.headers, ...(write ? { 'content-type': 'application/json' } : {}) },
      ...(session ? { cookies: session.cookies } : {}),
      ...(write ? { payload: '{}' } : {}),
    });
  }

  it('answers no-store on every route that is not public, to every caller', async () => {
    const closed = routes.filter((route) => route.access !== 'public');
    expect(closed.length).toBeGreaterThan(20);
    const cached: string[] = [];
    for (const route of closed)
      for (const who of ['guest', 'player', 'admin'] as const) {
        const session = who === 'guest' ? undefined : await caller(who);
        const response = await call(route, session);
        const policy = String(response.headers['cache-control'] ?? '');
        if (!/\bno-store\b/.test(policy))
          cached.push(`${route.method} ${route.url} as ${who}: ${response.statusCode} "${policy}"`);
      }
    expect(cached).toEqual([]);
  });

  it('answers a signed-in caller of a public route no-store, unless the route chose its policy', async () => {
    const player = await caller('player');
    const deliberate = /\b(no-store|private|public)\b/;
    const unset: string[] = [];
    for (const route of routes.filter((row) => row.access === 'public' && SAFE_METHODS.has(row.method))) {
      const response = await call(route, player);
      const policy = String(response.headers['cache-control'] ?? '');
      if (!deliberate.test(policy)) unset.push(`${route.method} ${route.url}: "${policy}"`);
    }
    expect(unset).toEqual([]);
    const session = await call({ method: 'GET', url: '/api/auth/session', access: 'public' }, player);
    expect(session.headers['cache-control']).toBe('no-store');
    const catalogue = await call({ method: 'GET', url: '/api/countries', access: 'public' }, player);
    expect(catalogue.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the no-store policy on its own', () => {
  it('replaces a public policy on a route that is not public, and keeps a private one', async () => {
    const app = Fastify();
    registerAccessGuard(app, () => async (request) => (request.headers.cookie ? PRINCIPAL : null));
    registerPersonalNoStore(app);
    const answer = (policy: string | null) => async (_request: unknown, reply: FastifyReply) =>
      (policy ? reply.header('cache-control', policy) : reply).send({ ok: true });
    app.get('/mine/public', { config: { access: 'signed-in' } }, answer('public, max-age=60'));
    app.get('/mine/private', { config: { access: 'signed-in' } }, answer('private, max-age=60'));
    app.get('/open/unset', { config: { access: 'public' } }, answer(null));
    app.get('/open/shared', { config: { access: 'public' } }, answer('public, max-age=60'));
    const signedIn = { cookie: 'session=s' };
    const policy = async (url: string, headers: Record<string, string> = signedIn) =>
      (await app.inject({ url, headers })).headers['cache-control'];

    expect(await policy('/mine/public')).toBe('no-store');
    expect(await policy('/mine/public', {})).toBe('no-store');
    expect(await policy('/mine/private')).toBe('private, max-age=60');
    expect(await policy('/open/unset')).toBe('no-store');
    expect(await policy('/open/unset', {})).toBeUndefined();
    expect(await policy('/open/shared')).toBe('public, max-age=60');
    await app.close();
  });
});
