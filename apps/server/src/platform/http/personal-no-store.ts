import type { FastifyInstance } from 'fastify';

/**
 * Personal answers are never kept by a cache. An answer is personal when its route is not public
 * (`config.access`), or when a signed-in caller asked a public route. Such an answer is sent with
 * `Cache-Control: no-store`, unless its route chose a policy deliberately:
 * - `no-store` or `private` (the browser alone may keep it, e.g. a game's page for the visitor's country) is kept;
 * - `public` is kept on public routes only: the route declares an answer that is the same for everyone (the
 *   catalogue, the information pages). On a route that is not public it is replaced.
 * Registered in the /api scope after the access guard, which sets `request.principal`.
 */
export function registerPersonalNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return payload;
    const publicRoute = access === 'public';
    if (publicRoute && request.principal === null) return payload;
    const policy = String(reply.getHeader('cache-control') ?? '');
    const deliberate = /\b(no-store|private)\b/.test(policy) || (publicRoute && /\bpublic\b/.test(policy));
    if (!deliberate) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
