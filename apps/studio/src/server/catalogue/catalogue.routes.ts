import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Catalogue } from './generate-catalogue.ts';
import { gameDetails, publishCatalogue } from './publish-catalogue.ts';

export function registerCatalogueRoutes(app: FastifyInstance, catalogue: Catalogue, publicUrl: string): void {
  const published = publishCatalogue(catalogue, publicUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/studio/api/games', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return published;
  });
  routes.get(
    '/studio/api/games/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        querystring: z.object({
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .default('EUR'),
        }),
      },
    },
    async (request, reply) => {
      const game = catalogue.byId.get(request.params.id);
      if (!game) return reply.code(404).send({ error: { code: 'GAME_NOT_FOUND', message: 'no such game' } });
      return gameDetails(game, publicUrl, request.query.currency);
    },
  );
}
