/** The table and instant games' play requests (docs/studio.md); the maths checks what the schemas let through. */
import { BACCARAT_BET_KINDS, BLACKJACK_ACTIONS, PLINKO_RISKS } from '@casino/game-math';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayContext } from './play-context.ts';
import { playTableAction } from './table-actions.ts';
import {
  playBaccaratDeal,
  playBlackjackDeal,
  playMinesStart,
  playPlinkoDrop,
  playRouletteSpin,
  playVideoPokerDeal,
} from './table-rounds.ts';

const params = z.object({ id: z.string().min(1).max(100) });
const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const third = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const rouletteBet = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['straight', 'split', 'street', 'corner', 'six-line']),
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
    amount,
  }),
  z.object({ kind: z.literal('dozen'), dozen: third, amount }),
  z.object({ kind: z.literal('column'), column: third, amount }),
  z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount }),
]);

const baccaratBets = z.partialRecord(
  z.enum(BACCARAT_BET_KINDS),
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
);

export function registerTableRoutes(app: FastifyInstance, context: PlayContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/studio/api/sessions/:id';

  routes.post(
    `${base}/roulette`,
    { schema: { params, body: z.object({ bets: z.array(rouletteBet).min(1).max(200) }) } },
    (request) => playRouletteSpin(context, request.params.id, request.body),
  );
  routes.post(`${base}/baccarat`, { schema: { params, body: z.object({ bets: baccaratBets }) } }, (request) =>
    playBaccaratDeal(context, request.params.id, request.body),
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
