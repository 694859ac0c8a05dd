import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { WinnersService } from './winners.service.ts';

/**
 * Whether the block shows depends on the visitor's country and account, so only the visitor's browser keeps the
 * answer, and only briefly: new wins also arrive over `/ws`.
 */
const WINNERS_CACHE = 'private, max-age=5';

export function registerWinnerRoutes(
  app: FastifyInstance,
  winners: WinnersService,
  config: Pick<Config, 'trustProxyHeader'>,
): void {
  registerEndpoint(app, 'getWinners', async (request, reply) =>
    reply.header('cache-control', WINNERS_CACHE).send(
      await winners.list(request.query.list, {
        ip: clientIp(request, config.trustProxyHeader),
        userId: request.principal?.userId ?? null,
      }),
    ),
  );
}
