import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/http/access.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Protection } from './protection.service.ts';

/** The player's own protection tools; never cached (they change what the player may do at once). */
export function registerProtectionRoutes(app: FastifyInstance, protection: Protection): void {
  const noStore = 'no-store';
  registerEndpoint(app, 'getProtection', async (request, reply) => {
    const { userId, sessionId } = principalOf(request);
    return reply.header('cache-control', noStore).send(await protection.status(userId, sessionId));
  });
  registerEndpoint(app, 'startExclusion', async (request, reply) =>
    reply
      .header('cache-control', noStore)
      .send(await protection.startExclusion(principalOf(request).userId, request.body)),
  );
  registerEndpoint(app, 'requestReturn', async (request, reply) =>
    reply.header('cache-control', noStore).send(await protection.requestReturn(principalOf(request).userId)),
  );
  registerEndpoint(app, 'setLimit', async (request, reply) => {
    const { userId, sessionId } = principalOf(request);
    return reply
      .header('cache-control', noStore)
      .send(await protection.setLimit(userId, request.body, sessionId));
  });
  registerEndpoint(app, 'confirmLimit', async (request, reply) => {
    const { userId, sessionId } = principalOf(request);
    return reply
      .header('cache-control', noStore)
      .send(await protection.confirmLimit(userId, request.body, sessionId));
  });
  registerEndpoint(app, 'setRealityCheck', async (request, reply) => {
    const { userId, sessionId } = principalOf(request);
    return reply
      .header('cache-control', noStore)
      .send(await protection.setRealityCheck(userId, request.body, sessionId));
  });
  registerEndpoint(app, 'getPlaySession', async (request, reply) => {
    const { userId, sessionId } = principalOf(request);
    return reply.header('cache-control', noStore).send(await protection.playSession(userId, sessionId));
  });
  registerEndpoint(app, 'stopPlay', async (request, reply) => {
    await protection.stopPlay(principalOf(request).userId);
    return reply.code(204).send(null);
  });
}

/** Staff reading a player's protection and restricting it further; every change is audited with its reason. */
export function registerStaffProtectionRoutes(app: FastifyInstance, protection: Protection): void {
  registerEndpoint(app, 'getStaffPlayerProtection', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await protection.staffView(request.params.id)),
  );
  registerEndpoint(app, 'staffLowerLimit', async (request) =>
    protection.staffLowerLimit(request.params.id, principalOf(request).userId, request.body),
  );
  registerEndpoint(app, 'staffAddTimeOut', async (request) =>
    protection.staffAddTimeOut(request.params.id, principalOf(request).userId, request.body),
  );
}
