import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../platform/platform.ts';

const publishBodySchema = z.object({
  userId: z.string().min(1).max(64).optional(),
  messageType: z.string().max(32).optional(),
  text: z.string().max(500).optional(),
});

/** Development-only tools. Never registered in production (see modules/index.ts). */
export function registerDevRoutes(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/user-message',
    {
      config: { access: 'dev' },
      schema: {
        summary: 'Development only: publishes a user message event to everyone or to one user',
        tags: ['dev'],
        body: publishBodySchema,
        response: { 202: z.object({ published: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const { userId, messageType, text } = request.body;
      await platform.bus.publish(userId ? { kind: 'user', userId } : { kind: 'broadcast' }, {
        type: 'user.message.v1',
        data: { messageType, text },
      });
      return reply.status(202).send({ published: true });
    },
  );
}
