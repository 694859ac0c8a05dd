import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '@casino/rules';
import {
  catalogueImportReportSchema,
  errorBodySchema,
  staffGameListQuerySchema,
  staffGameListSchema,
  staffGameSchema,
  staffGameUpdateSchema,
} from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { principalOf } from '../../platform/http/access.ts';
import { CatalogueUnavailableError } from './catalogue-source.ts';
import type { Games } from './games.module.ts';
import { gameIdParamsSchema } from './games.routes.ts';

/** Staff who may read the operator's view of the catalogue. */
export const GAME_READERS: readonly Role[] = ['support', 'admin'];
/** Staff who switch games, restrict them by country and import the catalogue. */
export const GAME_ADMINS: readonly Role[] = ['admin'];

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['games', 'staff'];

/** The operators' catalogue routes. Every change is logged with the staff member's id. */
export function registerStaffGameRoutes(app: FastifyInstance, games: Games): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/games',
    {
      config: { access: { roles: GAME_READERS } },
      schema: {
        summary: 'Every game with its operator settings, disabled and withdrawn ones included',
        tags,
        querystring: staffGameListQuerySchema,
        response: { 200: staffGameListSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await games.catalogue.staffList(request.query)),
  );

  api.patch(
    '/staff/games/:id',
    {
      config: { access: { roles: GAME_ADMINS } },
      schema: {
        summary: 'Switch a game on or off, or set the countries where it may not be played',
        tags,
        params: gameIdParamsSchema,
        body: staffGameUpdateSchema,
        response: { 200: staffGameSchema, ...errors },
      },
    },
    async (request) => {
      const game = await games.catalogue.update(request.params.id, request.body);
      request.log.info(
        { staffUserId: principalOf(request).userId, gameId: game.id, change: request.body },
        'games: staff changed a game',
      );
      return game;
    },
  );

  api.post(
    '/staff/games/import',
    {
      config: { access: { roles: GAME_ADMINS } },
      schema: {
        summary: "Import the provider's catalogue now; 503 catalogue_unavailable when it cannot be read",
        tags,
        response: { 200: catalogueImportReportSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request) => {
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
    },
  );
}
