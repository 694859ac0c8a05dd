import type { FastifyInstance } from 'fastify';
import { isMarketCategory } from '@casino/rules';
import type { Config } from '../../config.ts';
import { principalOf } from '../../platform/http/access.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { GameProfileIncompleteError } from './game-launch.service.ts';
import type { Games } from './games.module.ts';

/**
 * Catalogue reads may sit in the browser's and shared caches for 30 seconds: an operator's switch reaches the
 * lobby within that time, and a launch is always checked afresh.
 */
const LIST_CACHE = 'public, max-age=30';
/** The lobby's game counts are rounded for display, so a minute's delay changes nothing a player sees. */
const COUNTS_CACHE = 'public, max-age=60';
/** A game's page says whether the visitor's country may play it, so only the visitor's browser keeps it. */
const DETAILS_CACHE = 'private, max-age=30';

/** The lobby's catalogue reads and the game launch, open to guests. */
export function registerGameRoutes(
  app: FastifyInstance,
  games: Games,
  config: Pick<Config, 'trustProxyHeader'>,
): void {
  registerEndpoint(app, 'getGames', async (request, reply) => {
    // The favourites are the caller's own, and a category offered by market (§4) answers by the visitor's
    // country: neither is kept in a shared cache.
    const own = request.query.category === 'favorites';
    const byMarket = request.query.category !== undefined && isMarketCategory(request.query.category);
    return reply.header('cache-control', own || byMarket ? 'private, no-store' : LIST_CACHE).send(
      await games.catalogue.list({
        ...request.query,
        userId: request.principal?.userId ?? null,
        ip: byMarket ? clientIp(request, config.trustProxyHeader) : null,
      }),
    );
  });

  registerEndpoint(app, 'getFavoriteGameIds', async (request) =>
    games.favorites.ids(principalOf(request).userId),
  );
  registerEndpoint(app, 'addFavoriteGame', async (request) =>
    games.favorites.add(principalOf(request).userId, request.params.id),
  );
  registerEndpoint(app, 'removeFavoriteGame', async (request) =>
    games.favorites.remove(principalOf(request).userId, request.params.id),
  );

  registerEndpoint(app, 'getGameProviders', async (_request, reply) =>
    reply.header('cache-control', COUNTS_CACHE).send(await games.catalogue.providers()),
  );

  registerEndpoint(app, 'searchGames', async (request, reply) =>
    reply.header('cache-control', LIST_CACHE).send(await games.catalogue.search(request.query.q)),
  );

  registerEndpoint(app, 'getGameCounts', async (_request, reply) =>
    reply.header('cache-control', COUNTS_CACHE).send(await games.catalogue.counts()),
  );

  registerEndpoint(app, 'getGame', async (request, reply) =>
    reply
      .header('cache-control', DETAILS_CACHE)
      .send(await games.catalogue.details(request.params.id, clientIp(request, config.trustProxyHeader))),
  );

  registerEndpoint(
    app,
    'launchGame',
    { config: { countryGate: 'refuse-blocked' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await games.launcher.launch({
          gameId: request.params.id,
          request: request.body,
          userId: request.principal?.userId ?? null,
          ip: clientIp(request, config.trustProxyHeader),
          sessionId: request.principal?.sessionId ?? null,
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
