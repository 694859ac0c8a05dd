import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@casino/contracts';
import type { Platform } from '../../platform/platform.ts';
import { checkHealth } from './health.service.ts';

export function registerHealthRoutes(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      // Orchestrators and load balancers poll it from one address: the per-address limit must never fail it.
      config: { access: 'public', rateLimit: false },
      schema: {
        summary: 'Reports whether the server and its database answer',
        tags: ['platform'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(platform);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
