import Fastify, { type FastifyInstance } from 'fastify';
import {
  FREE_ROUNDS_BASE_PATH,
  SEAMLESS_SIGNATURE_HEADER,
  freeRoundsCreateRequestSchema,
  type FreeRoundsAward,
} from '@casino/contracts';
import { verifyTimestamped } from '@casino/server-kit';

/**
 * A game provider's free-rounds API in memory, on 127.0.0.1 (docs/free-rounds.md): it takes signed create, cancel
 * and status calls as the studio does, and a test plays an award's rounds with `play`.
 */
export interface FakeFreeRounds {
  url: string;
  awards: Map<string, FreeRoundsAward>;
  /** Plays `rounds` of the award, winning `win` in all; marks it finished when none are left. */
  play(id: string, rounds: number, win: number): FreeRoundsAward;
  close(): Promise<void>;
}

export async function startFakeFreeRounds(secret: string): Promise<FakeFreeRounds> {
  const awards = new Map<string, FreeRoundsAward>();
  const app: FastifyInstance = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('preHandler', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const path = request.url.split('?')[0] ?? '';
    const header = request.headers[SEAMLESS_SIGNATURE_HEADER];
    const signed = verifyTimestamped(
      secret,
      { method: request.method, path, body: raw },
      typeof header === 'string' ? header : undefined,
      new Date(),
      300,
    );
    if (!signed)
      return reply.code(401).send({ status: 'ERROR', code: 'INVALID_SIGNATURE', message: 'bad signature' });
  });
  const notFound = { status: 'ERROR', code: 'NOT_FOUND', message: 'no such award' };
  app.post(FREE_ROUNDS_BASE_PATH, async (request, reply) => {
    const parsed = freeRoundsCreateRequestSchema.safeParse(JSON.parse(String(request.body)));
    if (!parsed.success)
      return reply
        .code(400)
        .send({ status: 'ERROR', code: 'INVALID_REQUEST', message: parsed.error.message });
    const { id, playerId, currency, gameIds, bet, count, expiresAt } = parsed.data;
    const known = awards.get(id);
    if (known) return reply.code(200).send(known);
    const award: FreeRoundsAward = {
      ...{ id, playerId, currency, gameIds, bet, count, expiresAt },
      played: 0,
      left: count,
      totalWin: 0,
      status: 'active',
    };
    awards.set(id, award);
    return reply.code(201).send(award);
  });
  app.post<{ Params: { id: string } }>(`${FREE_ROUNDS_BASE_PATH}/:id/cancel`, async (request, reply) => {
    const award = awards.get(request.params.id);
    if (!award) return reply.code(404).send(notFound);
    if (award.status === 'active') award.status = 'cancelled';
    return award;
  });
  app.get<{ Params: { id: string } }>(`${FREE_ROUNDS_BASE_PATH}/:id`, async (request, reply) => {
    const award = awards.get(request.params.id);
    return award ?? reply.code(404).send(notFound);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    awards,
    play(id, rounds, win) {
      const award = awards.get(id);
      if (!award || award.status !== 'active') throw new Error(`award ${id} is not active`);
      award.played = Math.min(award.count, award.played + rounds);
      award.left = award.count - award.played;
      award.totalWin += win;
      if (award.left === 0) award.status = 'finished';
      return award;
    },
    close: () => app.close(),
  };
}
