/**
 * The free-rounds API the platform calls (packages/contracts/src/free-rounds.ts). Calls are signed like the
 * seamless wallet's, in the other direction: the signature covers the method, the path without its query and the
 * raw body (empty for a GET), keyed by the secret the studio shares with the platform. Every refusal is answered as
 * `freeRoundsErrorSchema`.
 */
import {
  FREE_ROUNDS_BASE_PATH,
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_SIGNATURE_TOLERANCE_SECONDS,
  freeRoundsAwardSchema,
  freeRoundsCreateRequestSchema,
  freeRoundsErrorSchema,
  type FreeRoundsCreateRequest,
} from '@casino/contracts';
import { pathOf, verifyTimestamped } from '@casino/server-kit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlayContext } from '../play/play-context.ts';
import { awardAnswer, awardOrRefuse, cancelAward, createAward } from './awards.ts';
import { FreeRoundsRefusal } from './free-rounds-refusal.ts';

const BODY_LIMIT = 16 * 1024;
const answers = {
  200: freeRoundsAwardSchema,
  201: freeRoundsAwardSchema,
  400: freeRoundsErrorSchema,
  401: freeRoundsErrorSchema,
  404: freeRoundsErrorSchema,
  409: freeRoundsErrorSchema,
};

interface AwardRoute {
  Params: { id: string };
}

export function registerFreeRoundsRoutes(app: FastifyInstance, context: PlayContext, secret: string): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is read raw and parsed after the check.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError | FreeRoundsRefusal, _request, reply) => {
      if (error instanceof FreeRoundsRefusal) return reply.code(error.status).send(error.body);
      const status = error.statusCode ?? 500;
      // Failures of the studio itself keep the app's own answer.
      if (status >= 500) throw error;
      return reply.code(status).send(new FreeRoundsRefusal('INVALID_REQUEST', error.message).body);
    });
    scope.addHook('preHandler', async (request) => {
      if (!signedByPlatform(secret, request)) {
        throw new FreeRoundsRefusal('INVALID_SIGNATURE', 'the signature is missing, stale or wrong');
      }
    });
    scope.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    scope.post(FREE_ROUNDS_BASE_PATH, { schema: { response: answers } }, async (request, reply) => {
      const { award, created } = await createAward(context, createRequestOf(request.body));
      return reply.code(created ? 201 : 200).send(awardAnswer(award));
    });
    scope.post<AwardRoute>(
      `${FREE_ROUNDS_BASE_PATH}/:id/cancel`,
      { schema: { response: answers } },
      async (request) => awardAnswer(await cancelAward(context.db, awardIdOf(request.params.id))),
    );
    scope.get<AwardRoute>(
      `${FREE_ROUNDS_BASE_PATH}/:id`,
      { schema: { response: answers } },
      async (request) => awardAnswer(await awardOrRefuse(context.db, awardIdOf(request.params.id))),
    );
  });
}

function signedByPlatform(secret: string, request: FastifyRequest): boolean {
  const header = request.headers[SEAMLESS_SIGNATURE_HEADER];
  return verifyTimestamped(
    secret,
    { method: request.method, path: pathOf(request.url), body: rawBodyOf(request) },
    typeof header === 'string' ? header : undefined,
    new Date(),
    SEAMLESS_SIGNATURE_TOLERANCE_SECONDS,
  );
}

/** The body as received; a call without one (a GET, a cancel) signs the empty string. */
function rawBodyOf(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

function createRequestOf(body: unknown): FreeRoundsCreateRequest {
  let json: unknown;
  try {
    json = JSON.parse(typeof body === 'string' ? body : '');
  } catch {
    throw new FreeRoundsRefusal('INVALID_REQUEST', 'the body is not JSON');
  }
  const parsed = freeRoundsCreateRequestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new FreeRoundsRefusal('INVALID_REQUEST', problems.join('; '));
  }
  return parsed.data;
}

/** Ids are the platform's uuids: anything else names no award. */
function awardIdOf(id: string): string {
  if (!z.uuid().safeParse(id).success) throw new FreeRoundsRefusal('NOT_FOUND', `no free-rounds award ${id}`);
  return id;
}
