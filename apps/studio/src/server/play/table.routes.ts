/** The table and instant games' play requests (docs/studio.md); the maths checks what the schemas let through. */
import { BLACKJACK_ACTIONS, PLINKO_RISKS } from '@casino/game-math';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayContext } from './play-context.ts';
import { playTableAction } from './table-actions.ts';
import { baccaratBetsSchema, betAmountSchema, rouletteBetSchema } from './table-bet-schemas.ts';
import {
  playBaccaratDeal,
  playBlackjackDeal,
  playMinesStart,
  playPlinkoDrop,
  playRouletteSpin,
  playVideoPokerDeal,
} from './table-rounds.ts';

const params = z.object({ id: z.string().min(1).max(100) });
const amount = betAmountSchema;

export function registerTableRoutes(app: FastifyInstance, context: PlayContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/studio/api/sessions/:id';

  routes.post(
    `${base}/roulette`,
    { schema: { params, body: z.object({ bets: z.array(rouletteBetSchema).min(1).max(200) }) } },
    (request) => playRouletteSpin(context, request.params.id, request.body),
  );
  routes.post(
    `${base}/baccarat`,
    { schema: { params, body: z.object({ bets: baccaratBetsSchema }) } },
    (request) => playBaccaratDeal(context, request.params.id, request.body),
  );
  routes.post(
    `${base}/plinko`,
    {
      schema: {
        params,
        body: z.object({ bet: amount, rows: z.number().int().min(1).max(64), risk: z.enum(PLINKO_RISKS) }),
      },
    },
    (request) => playPlinkoDrop(context, request.params.id, request.body),
  );
  routes.post(`${base}/blackjack`, { schema: { params, body: z.object({ bet: amount }) } }, (request) =>
    playBlackjackDeal(context, request.params.id, request.body),
  );
  routes.post(
    `${base}/blackjack/action`,
    { schema: { params, body: z.object({ action: z.enum(BLACKJACK_ACTIONS) }) } },
    (request) =>
      playTableAction(context, request.params.id, { kind: 'blackjack', action: request.body.action }),
  );
  routes.post(
    `${base}/video-poker`,
    { schema: { params, body: z.object({ coins: z.number().int().min(1).max(5), coinValue: amount }) } },
    (request) => playVideoPokerDeal(context, request.params.id, request.body),
  );
  routes.post(
    `${base}/video-poker/draw`,
    { schema: { params, body: z.object({ held: z.array(z.boolean()).length(5) }) } },
    (request) =>
      playTableAction(context, request.params.id, { kind: 'video-poker', held: request.body.held }),
  );
  routes.post(
    `${base}/mines`,
    { schema: { params, body: z.object({ bet: amount, mines: z.number().int().min(1).max(24) }) } },
    (request) => playMinesStart(context, request.params.id, request.body),
  );
  routes.post(
    `${base}/mines/action`,
    {
      schema: {
        params,
        body: z.object({
          action: z.discriminatedUnion('type', [
            z.object({ type: z.literal('reveal'), cell: z.number().int().min(0).max(24) }),
            z.object({ type: z.literal('cash-out') }),
          ]),
        }),
      },
    },
    (request) => playTableAction(context, request.params.id, { kind: 'mines', action: request.body.action }),
  );
}
