import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every /api route declares one in `config.access`; the server refuses to start
 * otherwise. `dev` routes exist only outside production.
 */
export type Access = 'public' | 'dev';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function requireAccessDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
  });
}
