import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playFreeRound } from '../free-rounds/free-round-play.ts';
import type { PlayContext } from './play-context.ts';
import { recentRounds, roundVerification } from './recall.ts';
import { playBonusBuyRound, playDiceBet, playFreeSpin, playSlotSpin } from './rounds.ts';
import { currentSeeds, rotateSessionSeed } from './seed-actions.ts';
import { openSession, resetDemoBalance } from './sessions.ts';
import { registerTableRoutes } from './table.routes.ts';

const sessionParams = z.object({ id: z.string().min(1).max(100) });
const bet = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const clientSeed = z.string().trim().min(1).max(64);

export function registerPlayRoutes(app: FastifyInstance, context: PlayContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/studio/api/sessions';

  routes.post(
    base,
    {
      schema: {
        body: z.object({
          gameId: z.string().min(1).max(100),
          mode: z.enum(['real', 'demo']),
          token: z.string().min(1).max(200).optional(),
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .optional(),
          language: z.string().min(2).max(5).default('en'),
        }),
      },
    },
    async (request, reply) => reply.code(201).send(await openSession(context, request.body)),
  );
  routes.post(`${base}/:id/spin`, { schema: { params: sessionParams, body: z.object({ bet }) } }, (request) =>
    playSlotSpin(context, request.params.id, request.body.bet),
  );
  routes.post(
    `${base}/:id/buy-bonus`,
    { schema: { params: sessionParams, body: z.object({ bet }) } },
    (request) => playBonusBuyRound(context, request.params.id, request.body.bet),
  );
  routes.post(`${base}/:id/free-spin`, { schema: { params: sessionParams } }, (request) =>
    playFreeSpin(context, request.params.id),
  );
  routes.post(`${base}/:id/free-round`, { schema: { params: sessionParams } }, (request) =>
    playFreeRound(context, request.params.id),
  );
  routes.post(
    `${base}/:id/dice`,
    {
      schema: {
        params: sessionParams,
        body: z.object({ bet, target: z.number().min(0).max(99.99), direction: z.enum(['over', 'under']) }),
      },
    },
    (request) => playDiceBet(context, request.params.id, request.body),
  );
  registerTableRoutes(app, context);
  routes.post(`${base}/:id/demo/reset`, { schema: { params: sessionParams } }, async (request) => ({
    balance: await resetDemoBalance(context, request.params.id),
  }));
  routes.get(`${base}/:id/seeds`, { schema: { params: sessionParams } }, (request) =>
    currentSeeds(context, request.params.id),
  );
  routes.post(
    `${base}/:id/seeds/rotate`,
    { schema: { params: sessionParams, body: z.object({ clientSeed: clientSeed.optional() }).optional() } },
    (request) => rotateSessionSeed(context, request.params.id, request.body?.clientSeed),
  );
  routes.put(
    `${base}/:id/seeds/client`,
    { schema: { params: sessionParams, body: z.object({ clientSeed }) } },
    (request) => rotateSessionSeed(context, request.params.id, request.body.clientSeed),
  );
  routes.get(
    `${base}/:id/rounds`,
    { schema: { params: sessionParams, querystring: z.object({ gameId: z.string().max(100).optional() }) } },
    async (request) => ({ rounds: await recentRounds(context, request.params.id, request.query.gameId) }),
  );
  routes.get(
    '/studio/api/rounds/:roundId/verify',
    { schema: { params: z.object({ roundId: z.string().min(1).max(100) }) } },
    (request) => roundVerification(context, request.params.roundId),
  );
}
