import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Catalogue } from '../catalogue/generate-catalogue.ts';
import { symbolSvg } from './symbol-svg.ts';
import { tileSvg, type TileFormat } from './tile-svg.ts';

/** Artwork follows from the game id alone, so it is cached here and by browsers for a year. */
const CACHE = 'public, max-age=31536000, immutable';

export function registerArtRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  const cache = new Map<string, string>();
  const cached = (key: string, draw: () => string | null): string | null => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const drawn = draw();
    if (drawn !== null) cache.set(key, drawn);
    return drawn;
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notFound = { error: { code: 'NOT_FOUND', message: 'no such image' } };

  routes.get(
    '/studio/art/:gameId/:format',
    { schema: { params: z.object({ gameId: z.string(), format: z.enum(['desktop.svg', 'mobile.svg']) }) } },
    async (request, reply) => {
      const game = catalogue.byId.get(request.params.gameId);
      if (!game) return reply.code(404).send(notFound);
      const format = request.params.format.replace('.svg', '') as TileFormat;
      const svg = cached(`${game.id}/${format}`, () => tileSvg(game, format));
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(svg);
    },
  );
  routes.get(
    '/studio/art/:gameId/symbols/:symbol',
    { schema: { params: z.object({ gameId: z.string(), symbol: z.string().regex(/^[A-Z0-9]+\.svg$/) }) } },
    async (request, reply) => {
      const game = catalogue.byId.get(request.params.gameId);
      const symbolId = request.params.symbol.replace('.svg', '');
      const svg =
        game?.kind === 'slot' ? cached(`${game.id}/s/${symbolId}`, () => symbolSvg(game, symbolId)) : null;
      if (svg === null) return reply.code(404).send(notFound);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(svg);
    },
  );
}
