import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Platform } from '../../platform/platform.ts';

/** Development-only tools. Never registered in production (see modules/index.ts). */
export function registerDevRoutes(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, 'publishDevUserMessage', async (request, reply) => {
    const { userId, messageType, text } = request.body;
    await platform.bus.publish(userId ? { kind: 'user', userId } : { kind: 'broadcast' }, {
      type: 'user.message.v1',
      data: { messageType, text },
    });
    return reply.status(202).send({ published: true });
  });
}
