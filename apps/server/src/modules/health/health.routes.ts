import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Platform } from '../../platform/platform.ts';
import { checkHealth } from './health.service.ts';

export function registerHealthRoutes(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    'getHealth',
    // Orchestrators and load balancers poll it from one address: the per-address limit must never fail it.
    { config: { rateLimit: false } },
    async (_request, reply) => {
      const health = await checkHealth(platform);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
