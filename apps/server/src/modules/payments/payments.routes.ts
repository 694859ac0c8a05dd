import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '@casino/rules';
import {
  depositListSchema,
  depositSettlementSchema,
  cryptoArrivalRequestSchema,
  cryptoDepositCreatedSchema,
  cryptoDepositRequestSchema,
  cryptoPaymentParamsSchema,
  depositCreatedSchema,
  depositRequestSchema,
  depositSchema,
  errorBodySchema,
  paymentIdParamsSchema,
  paymentMethodsResponseSchema,
  webhookAcknowledgedSchema,
  withdrawalListQuerySchema,
  withdrawalListSchema,
  withdrawalRejectionSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@casino/contracts';
import { pathOf } from '@casino/server-kit';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { principalOf } from '../../platform/http/access.ts';
import { providerRateLimit } from '../../platform/http/provider-rate-limit.ts';
import { SANDBOX_CHAIN } from './methods.ts';
import type { Payments } from './payments.module.ts';

/** Staff who decide withdrawals. */
export const WITHDRAWAL_DECIDERS: readonly Role[] = ['finance', 'admin'];

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Player and staff payment routes under /api, plus the providers' webhooks. */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  payments: Payments,
  config: Pick<Config, 'paymentWebhookRateLimitPerMinute' | 'trustProxyHeader'>,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/payments/methods',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'The deposit methods offered (bank, and crypto while a chain is configured) with the minimum and maximum per currency',
        tags: ['payments'],
        response: { 200: paymentMethodsResponseSchema },
      },
    },
    async () => ({ items: [...payments.offer.methods] }),
  );

  api.post(
    '/payments/deposits',
    {
      config: { access: 'signed-in', countryGate: 'refuse-blocked' },
      schema: {
        summary: "Start a bank deposit: answers the provider's hosted page to redirect the player to",
        tags: ['payments'],
        body: depositRequestSchema,
        response: { 201: depositCreatedSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.deposits.create(principalOf(request).userId, request.body)),
  );

  api.get(
    '/payments/deposits/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'One of your own deposits and its status',
        tags: ['payments'],
        params: paymentIdParamsSchema,
        response: { 200: depositSchema, ...errors },
      },
    },
    async (request) => payments.deposits.ownDeposit(principalOf(request).userId, request.params.id),
  );

  api.post(
    '/payments/crypto/deposits',
    {
      config: { access: 'signed-in', countryGate: 'refuse-blocked' },
      schema: {
        summary:
          'Start a crypto deposit: your address for the asset and the exact amount to send (409 payment_method_unavailable when crypto deposits are off)',
        tags: ['payments'],
        body: cryptoDepositRequestSchema,
        response: { 201: cryptoDepositCreatedSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.deposits.createCrypto(principalOf(request).userId, request.body)),
  );

  api.post(
    '/payments/withdrawals',
    {
      config: { access: 'signed-in' },
      schema: {
        summary:
          'Request a withdrawal of real money (verified players); the amount is held until staff decide',
        tags: ['payments'],
        body: withdrawalRequestSchema,
        response: { 201: withdrawalSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.withdrawals.request(principalOf(request).userId, request.body)),
  );

  api.get(
    '/staff/withdrawals',
    {
      config: { access: { roles: WITHDRAWAL_DECIDERS } },
      schema: {
        summary: 'Withdrawals in one status (pending by default), oldest first',
        tags: ['payments', 'staff'],
        querystring: withdrawalListQuerySchema,
        response: { 200: withdrawalListSchema, ...errors },
      },
    },
    async (request) => payments.withdrawals.list(request.query.status),
  );

  api.post(
    '/staff/withdrawals/:id/approve',
    {
      config: { access: { roles: WITHDRAWAL_DECIDERS } },
      schema: {
        summary: 'Approve a pending withdrawal: paid out through the provider, then complete (or failed)',
        tags: ['payments', 'staff'],
        params: paymentIdParamsSchema,
        response: { 200: withdrawalSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => payments.withdrawals.approve(request.params.id, principalOf(request).userId),
  );

  api.post(
    '/staff/withdrawals/:id/reject',
    {
      config: { access: { roles: WITHDRAWAL_DECIDERS } },
      schema: {
        summary: 'Reject a pending withdrawal with a reason; the held money returns to the player',
        tags: ['payments', 'staff'],
        params: paymentIdParamsSchema,
        body: withdrawalRejectionSchema,
        response: { 200: withdrawalSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      payments.withdrawals.reject(request.params.id, principalOf(request).userId, request.body.reason),
  );

  api.get(
    '/staff/deposits/not-confirmed',
    {
      config: { access: { roles: WITHDRAWAL_DECIDERS } },
      schema: {
        summary: 'Crypto deposits seen on the chain late or with another amount, waiting to be settled',
        tags: ['payments', 'staff'],
        response: { 200: depositListSchema, ...errors },
      },
    },
    async () => payments.deposits.listNotConfirmed(),
  );

  api.post(
    '/staff/deposits/:id/settle',
    {
      config: { access: { roles: WITHDRAWAL_DECIDERS } },
      schema: {
        summary: 'Settle a notConfirmed crypto deposit: credit the stated amount or reject it',
        tags: ['payments', 'staff'],
        params: paymentIdParamsSchema,
        body: depositSettlementSchema,
        response: { 200: depositSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
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
    scope.withTypeProvider<ZodTypeProvider>().post(
      `/payments/webhook/${payments.provider.name}`,
      {
        config: {
          access: 'public',
          // The provider's own bucket: its deliveries never compete with players behind the same address.
          rateLimit: providerRateLimit({
            bucket: 'webhook',
            providerOf: () => payments.provider.name,
            perMinute: config.paymentWebhookRateLimitPerMinute,
            trustProxyHeader: config.trustProxyHeader,
          }),
        },
        schema: {
          summary:
            'Payment provider webhook: a signed JSON event about a payment (format in docs/payments.md)',
          tags: ['payments'],
          response: { 200: webhookAcknowledgedSchema, ...errors, 429: errorBodySchema },
        },
      },
      async (request) => {
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
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/payments/crypto/:paymentId/arrive',
    {
      config: { access: 'dev' },
      schema: {
        summary:
          'Development only: a transfer of `assetAmount` arrived for this crypto payment on the sandbox chain',
        tags: ['dev', 'payments'],
        params: cryptoPaymentParamsSchema,
        body: cryptoArrivalRequestSchema,
        response: { 200: depositSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => payments.deposits.cryptoArrived(request.params.paymentId, request.body.assetAmount),
  );
}
