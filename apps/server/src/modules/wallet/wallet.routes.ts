import { principalOf } from '../../platform/http/access.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bonusAccountSchema,
  currencyChangeResultSchema,
  currencyChangeSchema,
  errorBodySchema,
  fullBalanceSchema,
  gameTransactionsQuerySchema,
  paymentHistoryQuerySchema,
  shortBalanceSchema,
  transactionPageSchema,
  transactionParamsSchema,
  transactionRowSchema,
} from '@casino/contracts';
import type { Wallet } from './wallet.module.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['wallet'];

/** Balances change with every bet: never cached. */
function fresh(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/** The signed-in player's balances and histories. */
export function registerWalletRoutes(app: FastifyInstance, { reads, changeCurrency }: Wallet): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'signed-in' as const };

  api.get(
    '/wallet/balance',
    {
      config,
      schema: {
        summary: 'Short balance: real (balanceMain), bonus (bonusCasino) and their total, available now',
        tags,
        response: { 200: shortBalanceSchema, ...errors },
      },
    },
    async (request, reply) => fresh(reply).send(await reads.shortBalance(principalOf(request).userId)),
  );

  api.get(
    '/wallet/balance/full',
    {
      config,
      schema: {
        summary: 'Full balance: every account kind of the player in their currency',
        tags,
        response: { 200: fullBalanceSchema, ...errors },
      },
    },
    async (request, reply) => fresh(reply).send(await reads.fullBalance(principalOf(request).userId)),
  );

  api.get(
    '/wallet/bonus-account',
    {
      config,
      schema: {
        summary: 'The bonus account: its balance and the games its wagering counts on',
        tags,
        response: { 200: bonusAccountSchema, ...errors },
      },
    },
    async (request, reply) => fresh(reply).send(await reads.bonusAccount(principalOf(request).userId)),
  );

  api.get(
    '/wallet/payment-history',
    {
      config,
      schema: {
        summary: 'Deposits and withdrawals, filtered by type and status, sorted and paged',
        tags,
        querystring: paymentHistoryQuerySchema,
        response: { 200: transactionPageSchema, ...errors },
      },
    },
    async (request, reply) =>
      fresh(reply).send(await reads.paymentHistory(principalOf(request).userId, request.query)),
  );

  api.get(
    '/wallet/game-transactions',
    {
      config,
      schema: {
        summary:
          'Game transactions: real-money game movements (basic tab) or bonus-account movements (bonus tab)',
        tags,
        querystring: gameTransactionsQuerySchema,
        response: { 200: transactionPageSchema, ...errors },
      },
    },
    async (request, reply) =>
      fresh(reply).send(await reads.gameTransactions(principalOf(request).userId, request.query)),
  );

  api.get(
    '/wallet/transactions/:transactionId',
    {
      config,
      schema: {
        summary: "One of the player's transactions; 404 for any other",
        tags,
        params: transactionParamsSchema,
        response: { 200: transactionRowSchema, ...errors },
      },
    },
    async (request, reply) =>
      fresh(reply).send(await reads.transaction(principalOf(request).userId, request.params.transactionId)),
  );

  api.post(
    '/wallet/currency',
    {
      config,
      schema: {
        summary:
          "Changes the player's currency: refused (409 currency_change_blocked) while real money is held in another currency; resets the bonus and free-spins balances to zero; idempotent by key",
        tags,
        body: currencyChangeSchema,
        response: { 200: currencyChangeResultSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { currency, idempotencyKey } = request.body;
      return fresh(reply).send(await changeCurrency(principalOf(request).userId, currency, idempotencyKey));
    },
  );
}
