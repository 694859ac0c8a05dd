import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/http/access.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Protection } from './protection.service.ts';

/** The player's own protection tools; never cached (they change what the player may do at once). */
export function registerProtectionRoutes(app: FastifyInstance, protection: Protection): void {
  registerEndpoint(app, 'getProtection', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await protection.status(principalOf(request).userId)),
  );
  registerEndpoint(app, 'startExclusion', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await protection.startExclusion(principalOf(request).userId, request.body)),
  );
}
