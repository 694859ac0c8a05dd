import type { Role } from '@casino/rules';
import { errorBodySchema } from '../../errors.ts';
import {
  bonusAccountSchema,
  currencyChangeResultSchema,
  currencyChangeSchema,
  fullBalanceSchema,
  gameTransactionsQuerySchema,
  paymentHistoryQuerySchema,
  shortBalanceSchema,
  transactionPageSchema,
  transactionParamsSchema,
  transactionRowSchema,
  walletAdjustmentResultSchema,
  walletAdjustmentSchema,
} from '../../wallet.ts';
import type { EndpointDeclarations } from '../declaration.ts';

/** Staff who may put money into or take it out of a player's balance. */
export const WALLET_ADJUSTERS: readonly Role[] = ['finance', 'admin'];

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['wallet'];

/** The signed-in player's balances and histories, and the staff adjustment. */
export const walletEndpoints = {
  getShortBalance: {
    access: 'signed-in',
    summary: 'Short balance: real (balanceMain), bonus (bonusCasino) and their total, available now',
    tags,
    response: { 200: shortBalanceSchema, ...errors },
  },
  getFullBalance: {
    access: 'signed-in',
    summary: 'Full balance: every account kind of the player in their currency',
    tags,
    response: { 200: fullBalanceSchema, ...errors },
  },
  getBonusAccount: {
    access: 'signed-in',
    summary: 'The bonus account: its balance and the games its wagering counts on',
    tags,
    response: { 200: bonusAccountSchema, ...errors },
  },
  getPaymentHistory: {
    access: 'signed-in',
    summary: 'Deposits and withdrawals, filtered by type and status, sorted and paged',
    tags,
    querystring: paymentHistoryQuerySchema,
    response: { 200: transactionPageSchema, ...errors },
  },
  getGameTransactions: {
    access: 'signed-in',
    summary:
      'Game transactions: real-money game movements (basic tab) or bonus-account movements (bonus tab)',
    tags,
    querystring: gameTransactionsQuerySchema,
    response: { 200: transactionPageSchema, ...errors },
  },
  getTransaction: {
    access: 'signed-in',
    summary: "One of the player's transactions; 404 for any other",
    tags,
    params: transactionParamsSchema,
    response: { 200: transactionRowSchema, ...errors },
  },
  changeCurrency: {
    access: 'signed-in',
    summary:
      "Changes the player's currency: refused (409 currency_change_blocked) while real money is held in another currency; resets the bonus and free-spins balances to zero; idempotent by key",
    tags,
    body: currencyChangeSchema,
    response: { 200: currencyChangeResultSchema, ...errors, 409: errorBodySchema },
  },
  adjustWallet: {
    access: { roles: WALLET_ADJUSTERS },
    summary:
      "Adds to (amount > 0) or takes from (amount < 0) a player's real balance against the house account; idempotent by key",
    tags: ['staff', 'wallet'],
    body: walletAdjustmentSchema,
    response: { 200: walletAdjustmentResultSchema, ...errors, 409: errorBodySchema },
  },
} satisfies EndpointDeclarations;
