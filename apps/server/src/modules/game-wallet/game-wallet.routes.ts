import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_SIGNATURE_TOLERANCE_SECONDS,
  seamlessAuthenticateRequestSchema,
  seamlessBalanceRequestSchema,
  seamlessBetRequestSchema,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
  type SeamlessError,
} from '@casino/contracts';
import {
  seamlessProviderParamsSchema,
  type EndpointName,
  type EndpointResponse,
} from '@casino/contracts/api-map';
import { pathOf } from '@casino/server-kit';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { providerRateLimit } from '../../platform/http/provider-rate-limit.ts';
import type { GameWallet } from './game-wallet.module.ts';
import { verifySeamlessSignature } from './seamless-signature.ts';

const BODY_LIMIT = 16 * 1024;
type SeamlessOperation = Extract<
  EndpointName,
  'seamlessAuthenticate' | 'seamlessBalance' | 'seamlessBet' | 'seamlessWin' | 'seamlessRollback'
>;
const refusal = (code: SeamlessError['code'], message?: string): SeamlessError => ({
  status: 'ERROR',
  code,
  ...(message ? { message } : {}),
});

/**
 * The seamless-wallet API under /api/seamless/v1/:provider/… Every call is a signed JSON POST: the signature
 * (over method, path and body) is the authentication, so access is public. A provider's servers send every
 * player's play from a few addresses, so these routes count in their own generous bucket per provider and
 * address, apart from the players' per-address limit. Business outcomes are HTTP 200 with status OK or ERROR.
 */
export async function registerGameWalletRoutes(
  app: FastifyInstance,
  gameWallet: GameWallet,
  config: Pick<Config, 'seamlessRateLimitPerMinute' | 'trustProxyHeader'>,
): Promise<void> {
  const rateLimit = providerRateLimit({
    bucket: 'seamless',
    providerOf: (request) => seamlessProviderParamsSchema.safeParse(request.params).data?.provider ?? '',
    perMinute: config.seamlessRateLimitPerMinute,
    trustProxyHeader: config.trustProxyHeader,
  });
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so these routes read the body raw and parse it after checking.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      // The platform's own refusals (e.g. a session cookie without its CSRF token) keep the platform's shape.
      if (error instanceof AppError) throw error;
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.status(429).send(refusal('RATE_LIMITED'));
      if (status >= 400 && status < 500)
        return reply.status(status).send(refusal('INVALID_REQUEST', error.message));
      request.log.error({ err: error }, 'seamless wallet: unexpected error');
      return reply.status(500).send(refusal('INTERNAL_ERROR'));
    });

    function operation<Request>(
      name: SeamlessOperation,
      requestSchema: z.ZodType<Request>,
      handle: (provider: string, request: Request) => Promise<EndpointResponse<typeof name>>,
    ): void {
      registerEndpoint(scope, name, { config: { rateLimit } }, async (request, reply) => {
        const { provider } = request.params;
        const secret = gameWallet.secretOf(provider);
        if (!secret) return reply.status(404).send(refusal('UNKNOWN_PROVIDER'));
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[SEAMLESS_SIGNATURE_HEADER];
        const signed = verifySeamlessSignature(
          secret,
          { method: request.method, path: pathOf(request.url), body: raw },
          typeof header === 'string' ? header : undefined,
          gameWallet.now(),
          SEAMLESS_SIGNATURE_TOLERANCE_SECONDS,
        );
        if (!signed) return reply.status(401).send(refusal('INVALID_SIGNATURE'));
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.status(400).send(refusal('INVALID_REQUEST', 'The body is not JSON.'));
        }
        const parsed = requestSchema.safeParse(json);
        if (!parsed.success) {
          const message = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
          return reply.status(400).send(refusal('INVALID_REQUEST', message.join('; ')));
        }
        return reply.header('cache-control', 'no-store').send(await handle(provider, parsed.data));
      });
    }

    const { session, transactions } = gameWallet;
    operation('seamlessAuthenticate', seamlessAuthenticateRequestSchema, session.authenticate);
    operation('seamlessBalance', seamlessBalanceRequestSchema, session.balance);
    operation('seamlessBet', seamlessBetRequestSchema, transactions.bet);
    operation('seamlessWin', seamlessWinRequestSchema, transactions.win);
    operation('seamlessRollback', seamlessRollbackRequestSchema, transactions.rollback);
  });
}
