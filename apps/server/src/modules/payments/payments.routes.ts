import type { FastifyInstance } from 'fastify';
import { pathOf } from '@casino/server-kit';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { principalOf } from '../../platform/http/access.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { providerRateLimit } from '../../platform/http/provider-rate-limit.ts';
import { SANDBOX_CHAIN } from './methods.ts';
import type { Payments } from './payments.module.ts';

/** Staff who decide withdrawals. */
export { WITHDRAWAL_DECIDERS } from '@casino/contracts/api-map';

/** Player and staff payment routes under /api, plus the provider's webhook. */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  payments: Payments,
  config: Pick<Config, 'paymentWebhookRateLimitPerMinute' | 'trustProxyHeader'>,
): Promise<void> {
  registerEndpoint(app, 'getPaymentMethods', async () => ({ items: [...payments.offer.methods] }));

  registerEndpoint(
    app,
    'createDeposit',
    { config: { countryGate: 'refuse-blocked' } },
    async (request, reply) =>
      reply.status(201).send(await payments.deposits.create(principalOf(request).userId, request.body)),
  );

  registerEndpoint(app, 'getDeposit', async (request) =>
    payments.deposits.ownDeposit(principalOf(request).userId, request.params.id),
  );

  registerEndpoint(
    app,
    'createCryptoDeposit',
    { config: { countryGate: 'refuse-blocked' } },
    async (request, reply) =>
      reply.status(201).send(await payments.deposits.createCrypto(principalOf(request).userId, request.body)),
  );

  registerEndpoint(app, 'createWithdrawal', async (request, reply) =>
    reply.status(201).send(await payments.withdrawals.request(principalOf(request).userId, request.body)),
  );

  registerEndpoint(app, 'listWithdrawals', async (request) =>
    payments.withdrawals.list(request.query.status),
  );

  registerEndpoint(app, 'approveWithdrawal', async (request) =>
    payments.withdrawals.approve(request.params.id, principalOf(request).userId),
  );

  registerEndpoint(app, 'rejectWithdrawal', async (request) =>
    payments.withdrawals.reject(request.params.id, principalOf(request).userId, request.body.reason),
  );

  registerEndpoint(app, 'listNotConfirmedDeposits', async () => payments.deposits.listNotConfirmed());

  registerEndpoint(app, 'settleDeposit', async (request) =>
    payments.deposits.settleNotConfirmed(
      request.params.id,
      request.body.decision,
      principalOf(request).userId,
    ),
  );

  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this route reads the body raw and parses it after checking.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, body),
    );
    registerEndpoint(
      scope,
      'receivePaymentWebhook',
      {
        config: {
          // The provider's own bucket: its deliveries never compete with players behind the same address.
          rateLimit: providerRateLimit({
            bucket: 'webhook',
            providerOf: () => payments.provider.name,
            perMinute: config.paymentWebhookRateLimitPerMinute,
            trustProxyHeader: config.trustProxyHeader,
          }),
        },
      },
      async (request) => {
        // Only the configured provider has a webhook; any other answers as an address without an endpoint.
        if (request.params.provider !== payments.provider.name)
          throw AppError.notFound(`No endpoint ${request.method} ${pathOf(request.url)}`);
        if (!Buffer.isBuffer(request.body)) throw new AppError('bad_request', 400, 'Send a JSON body.');
        // The signature covers the method and path as received, so a body signed for another path is refused.
        await payments.deposits.handleWebhook({
          method: request.method,
          path: pathOf(request.url),
          rawBody: request.body,
          headers: request.headers,
        });
        return { received: true as const };
      },
    );
  });
}

/**
 * Development only: the sandbox chain reports a transfer to a crypto deposit address. Registered only while the
 * sandbox chain is the configured chain.
 */
export function registerPaymentDevRoutes(app: FastifyInstance, payments: Payments): void {
  if (payments.offer.cryptoChain !== SANDBOX_CHAIN) return;
  registerEndpoint(app, 'reportSandboxCryptoArrival', async (request) =>
    payments.deposits.cryptoArrived(request.params.paymentId, request.body.assetAmount),
  );
}
