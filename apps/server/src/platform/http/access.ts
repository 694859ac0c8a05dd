import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '@casino/contracts';
import type { Role } from '@casino/rules';
import { AppError } from '../errors.ts';

/** Who may call a route: declared once per endpoint in the API map of `@casino/contracts`. */
export type { Access } from '@casino/contracts';

/** The signed-in account behind a request. */
export interface Principal {
  userId: string;
  role: Role;
  sessionId: string;
  /** How the request proved its session; cookie-authenticated writes must also carry the CSRF token. */
  via: 'cookie';
  /** The session's CSRF token, compared with the `x-csrf-token` header on writes. */
  csrfToken: string;
}

/** Resolves a request's session; provided by the accounts module, guests only until it is registered. */
export type Authenticate = (request: FastifyRequest) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Set on routes whose access is not public; null for guests on public routes. */
    principal: Principal | null;
  }
}

/** The signed-in account of a route the guard has already closed to guests; this only narrows the type. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthorized', 401, 'Sign in to continue.');
  return request.principal;
}

export function requireAccessDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
  });
}

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Enforces `config.access` as soon as the route is known, before the body is read, parsed or validated: 401
 * without a session where one is needed, 403 for the wrong role, 403 `csrf_failed` for a cookie-authenticated
 * write without the session's CSRF token. So a guest learns nothing about a route's body rules, and no upload
 * is read for a caller who may not send it. Route hooks that run later (a registration attempt counter, a
 * country gate) see the principal already. Public routes still learn who is calling (request.principal) when a
 * session is present.
 */
export function registerAccessGuard(app: FastifyInstance, authenticate: () => Authenticate): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const principal = await authenticate()(request);
    request.principal = principal;
    if (access === 'public' || access === 'dev') {
      if (principal && !SAFE_METHODS.has(request.method)) checkCsrf(request, principal);
      return;
    }
    if (!principal) throw new AppError('unauthorized', 401, 'Sign in to continue.');
    if (typeof access === 'object' && !access.roles.includes(principal.role)) throw AppError.forbidden();
    if (!SAFE_METHODS.has(request.method)) checkCsrf(request, principal);
  });
}

function checkCsrf(request: FastifyRequest, principal: Principal): void {
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !constantTimeEqual(sent, principal.csrfToken))
    throw new AppError('csrf_failed', 403, 'The request is missing its CSRF token.');
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < right.length; index++) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}
