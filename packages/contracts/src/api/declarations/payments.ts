import { z } from 'zod';
import type { Role } from '@casino/rules';
import { errorBodySchema } from '../../errors.ts';
import {
  cryptoArrivalRequestSchema,
  cryptoDepositCreatedSchema,
  cryptoDepositRequestSchema,
  cryptoPaymentParamsSchema,
  depositCreatedSchema,
  depositListSchema,
  depositRequestSchema,
  depositSchema,
  depositSettlementSchema,
  paymentIdParamsSchema,
  paymentMethodsResponseSchema,
  webhookAcknowledgedSchema,
  withdrawalListQuerySchema,
  withdrawalListSchema,
  withdrawalRejectionSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '../../payments.ts';
import type { EndpointDeclarations } from '../declaration.ts';

/** Staff who decide withdrawals. */
export const WITHDRAWAL_DECIDERS: readonly Role[] = ['finance', 'admin'];

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const deciders = { roles: WITHDRAWAL_DECIDERS };
const tags = ['payments'];
const staffTags = ['payments', 'staff'];

/** Deposits and withdrawals, their staff decisions and the payment provider's webhook. */
export const paymentEndpoints = {
  getPaymentMethods: {
    access: 'public',
    summary:
      'The deposit methods offered (bank, and crypto while a chain is configured) with the minimum and maximum per currency',
    tags,
    response: { 200: paymentMethodsResponseSchema },
  },
  createDeposit: {
    access: 'signed-in',
    summary: "Start a bank deposit: answers the provider's hosted page to redirect the player to",
    tags,
    body: depositRequestSchema,
    response: { 201: depositCreatedSchema, ...errors, 409: errorBodySchema },
  },
  getDeposit: {
    access: 'signed-in',
    summary: 'One of your own deposits and its status',
    tags,
    params: paymentIdParamsSchema,
    response: { 200: depositSchema, ...errors },
  },
  createCryptoDeposit: {
    access: 'signed-in',
    summary:
      'Start a crypto deposit: your address for the asset and the exact amount to send (409 payment_method_unavailable when crypto deposits are off)',
    tags,
    body: cryptoDepositRequestSchema,
    response: { 201: cryptoDepositCreatedSchema, ...errors, 409: errorBodySchema },
  },
  createWithdrawal: {
    access: 'signed-in',
    summary: 'Request a withdrawal of real money (verified players); the amount is held until staff decide',
    tags,
    body: withdrawalRequestSchema,
    response: { 201: withdrawalSchema, ...errors, 409: errorBodySchema },
  },
  receivePaymentWebhook: {
    access: 'public',
    summary:
      'Payment provider webhook: a signed JSON event about a payment (format in docs/payments.md); 404 for a provider that is not configured',
    tags,
    params: z.object({ provider: z.string() }),
    rawBody: 'signed-json',
    response: { 200: webhookAcknowledgedSchema, ...errors, 429: errorBodySchema },
  },
  listWithdrawals: {
    access: deciders,
    summary: 'Withdrawals in one status (pending by default), oldest first',
    tags: staffTags,
    querystring: withdrawalListQuerySchema,
    response: { 200: withdrawalListSchema, ...errors },
  },
  approveWithdrawal: {
    access: deciders,
    summary: 'Approve a pending withdrawal: paid out through the provider, then complete (or failed)',
    tags: staffTags,
    params: paymentIdParamsSchema,
    response: { 200: withdrawalSchema, ...errors, 409: errorBodySchema },
  },
  rejectWithdrawal: {
    access: deciders,
    summary: 'Reject a pending withdrawal with a reason; the held money returns to the player',
    tags: staffTags,
    params: paymentIdParamsSchema,
    body: withdrawalRejectionSchema,
    response: { 200: withdrawalSchema, ...errors, 409: errorBodySchema },
  },
  listNotConfirmedDeposits: {
    access: deciders,
    summary: 'Crypto deposits seen on the chain late or with another amount, waiting to be settled',
    tags: staffTags,
    response: { 200: depositListSchema, ...errors },
  },
  settleDeposit: {
    access: deciders,
    summary: 'Settle a notConfirmed crypto deposit: credit the stated amount or reject it',
    tags: staffTags,
    params: paymentIdParamsSchema,
    body: depositSettlementSchema,
    response: { 200: depositSchema, ...errors, 409: errorBodySchema },
  },
  reportSandboxCryptoArrival: {
    access: 'dev',
    summary:
      'Development only: a transfer of `assetAmount` arrived for this crypto payment on the sandbox chain',
    tags: ['dev', 'payments'],
    params: cryptoPaymentParamsSchema,
    body: cryptoArrivalRequestSchema,
    response: { 200: depositSchema, 400: errorBodySchema, 404: errorBodySchema },
  },
} satisfies EndpointDeclarations;
