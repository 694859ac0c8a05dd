import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { principalOf } from '../../platform/http/access.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { CatalogueUnavailableError } from './catalogue-source.ts';
import type { Games } from './games.module.ts';

/** Staff who may read the operator's view of the catalogue, and staff who change it. */
export { GAME_ADMINS, GAME_READERS } from '@casino/contracts/api-map';

/** The operators' catalogue routes. Every change is logged with the staff member's id. */
export function registerStaffGameRoutes(app: FastifyInstance, games: Games): void {
  registerEndpoint(app, 'listStaffGames', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await games.catalogue.staffList(request.query)),
  );

  registerEndpoint(app, 'updateStaffGame', async (request) => {
    const game = await games.catalogue.update(request.params.id, request.body);
    request.log.info(
      { staffUserId: principalOf(request).userId, gameId: game.id, change: request.body },
      'games: staff changed a game',
    );
    return game;
  });

  registerEndpoint(app, 'importCatalogue', async (request) => {
    try {
      const report = await games.importer.run();
      request.log.info(
        { staffUserId: principalOf(request).userId, report },
        'games: staff imported the catalogue',
      );
      return report;
    } catch (error) {
      if (error instanceof CatalogueUnavailableError)
        throw new AppError('catalogue_unavailable', 503, error.message);
      throw error;
    }
  });
}
