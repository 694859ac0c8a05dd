import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  gameCountsSchema,
  gameDetailsSchema,
  gameLaunchRequestSchema,
  gameLaunchSchema,
  gameListQuerySchema,
  gameListSchema,
  gameProfileIncompleteDetailsSchema,
} from '@casino/contracts';
import type { Config } from '../../config.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { GameProfileIncompleteError } from './game-launch.service.ts';
import type { Games } from './games.module.ts';

export const gameIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A real-money launch refused for an incomplete profile: the §5 details instead of a list of fields. */
const profileIncompleteBodySchema = z.object({
  error: z.object({
    code: z.literal('profile_incomplete'),
    message: z.string(),
    details: gameProfileIncompleteDetailsSchema,
  }),
});

/**
 * Catalogue reads may sit in the browser's and shared caches for 30 seconds: an operator's switch reaches the
 * lobby within that time, and a launch is always checked afresh.
 */
const LIST_CACHE = 'public, max-age=30';
/** The lobby's game counts are rounded for display, so a minute's delay changes nothing a player sees. */
const COUNTS_CACHE = 'public, max-age=60';
/** A game's page says whether the visitor's country may play it, so only the visitor's browser keeps it. */
const DETAILS_CACHE = 'private, max-age=30';

const tags = ['games'];

/** The lobby's catalogue reads and the game launch, open to guests. */
export function registerGameRoutes(
  app: FastifyInstance,
  games: Games,
  config: Pick<Config, 'trustProxyHeader'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/games',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Available games in catalogue order: by §2.6 category, by game or studio name, paged',
        tags,
        querystring: gameListQuerySchema,
        response: { 200: gameListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', LIST_CACHE).send(await games.catalogue.list(request.query)),
  );

  api.get(
    '/games/counts',
    {
      config: { access: 'public' },
      schema: {
        summary: 'How many available games there are, in all and per §2.6 category (for the lobby’s counts)',
        tags,
        response: { 200: gameCountsSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', COUNTS_CACHE).send(await games.catalogue.counts()),
  );

  api.get(
    '/games/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: "One game, whether it is available, and whether it is restricted in the visitor's country",
        tags,
        params: gameIdParamsSchema,
        response: { 200: gameDetailsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', DETAILS_CACHE)
        .send(await games.catalogue.details(request.params.id, clientIp(request, config.trustProxyHeader))),
  );

  api.post(
    '/games/:id/launch',
    {
      config: { access: 'public', countryGate: 'refuse-blocked' },
      schema: {
        summary:
          "Open a game: demo for anyone, real money for a signed-in player; answers the game client's address",
        tags,
        params: gameIdParamsSchema,
        body: gameLaunchRequestSchema,
        response: {
          200: gameLaunchSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: z.union([profileIncompleteBodySchema, errorBodySchema]),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await games.launcher.launch({
          gameId: request.params.id,
          request: request.body,
          userId: request.principal?.userId ?? null,
          ip: clientIp(request, config.trustProxyHeader),
        });
      } catch (error) {
        if (!(error instanceof GameProfileIncompleteError)) throw error;
        return reply.status(409).send({
          error: { code: 'profile_incomplete', message: error.message, details: error.profileDetails },
        });
      }
    },
  );
}
