import type { FastifyInstance, FastifyReply } from 'fastify';
import { principalOf } from '../../platform/http/access.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Wallet } from './wallet.module.ts';

/** Balances change with every bet: never cached. */
function fresh(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/** The signed-in player's balances and histories. */
export function registerWalletRoutes(app: FastifyInstance, { reads, changeCurrency }: Wallet): void {
  registerEndpoint(app, 'getShortBalance', async (request, reply) =>
    fresh(reply).send(await reads.shortBalance(principalOf(request).userId)),
  );
  registerEndpoint(app, 'getFullBalance', async (request, reply) =>
    fresh(reply).send(await reads.fullBalance(principalOf(request).userId)),
  );
  registerEndpoint(app, 'getBonusAccount', async (request, reply) =>
    fresh(reply).send(await reads.bonusAccount(principalOf(request).userId)),
  );
  registerEndpoint(app, 'getPaymentHistory', async (request, reply) =>
    fresh(reply).send(await reads.paymentHistory(principalOf(request).userId, request.query)),
  );
  registerEndpoint(app, 'getGameTransactions', async (request, reply) =>
    fresh(reply).send(await reads.gameTransactions(principalOf(request).userId, request.query)),
  );
  registerEndpoint(app, 'getTransaction', async (request, reply) =>
    fresh(reply).send(await reads.transaction(principalOf(request).userId, request.params.transactionId)),
  );
  registerEndpoint(app, 'changeCurrency', async (request, reply) => {
    const { currency, idempotencyKey } = request.body;
    return fresh(reply).send(await changeCurrency(principalOf(request).userId, currency, idempotencyKey));
  });
}
