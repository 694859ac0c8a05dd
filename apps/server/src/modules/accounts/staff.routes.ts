import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, roleUpdateSchema, userIdParamsSchema, userInfoSchema } from '@casino/contracts';
import type { Accounts } from './accounts.module.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export function registerStaffAccountRoutes(app: FastifyInstance, accounts: Accounts): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];

  api.get(
    '/staff/users/:id',
    {
      config: { access: { roles: ['support', 'finance', 'admin'] } },
      schema: {
        summary: "An account's user full info",
        tags,
        params: userIdParamsSchema,
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await accounts.profiles.userInfo(request.params.id)),
  );

  api.put(
    '/staff/users/:id/role',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        summary: "Sets an account's role",
        tags,
        params: userIdParamsSchema,
        body: roleUpdateSchema,
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request) => accounts.profiles.setRole(request.params.id, request.body.role),
  );
}
