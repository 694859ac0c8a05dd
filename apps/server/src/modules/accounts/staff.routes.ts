import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Accounts } from './accounts.module.ts';

export function registerStaffAccountRoutes(app: FastifyInstance, accounts: Accounts): void {
  registerEndpoint(app, 'getStaffUser', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await accounts.profiles.userInfo(request.params.id)),
  );
  registerEndpoint(app, 'setStaffUserRole', async (request) =>
    accounts.profiles.setRole(request.params.id, request.body.role),
  );
}
