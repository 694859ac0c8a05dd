import { z } from 'zod';
import {
  seamlessAuthenticateAnswerSchema,
  seamlessBalanceAnswerSchema,
  seamlessErrorSchema,
  seamlessTransactionAnswerSchema,
} from '../../seamless-wallet.ts';
import type { EndpointDeclarations } from '../declaration.ts';

/** Which provider calls: the path's `:provider`. */
export const seamlessProviderParamsSchema = z.object({ provider: z.string().max(40) });

const failures = {
  400: seamlessErrorSchema,
  401: seamlessErrorSchema,
  404: seamlessErrorSchema,
  429: seamlessErrorSchema,
  500: seamlessErrorSchema,
};
const common = {
  // The signature (over method, path and body) is the authentication.
  access: 'public',
  tags: ['seamless wallet'],
  params: seamlessProviderParamsSchema,
  // The body is read raw, its signature checked, then parsed with the operation's request schema.
  rawBody: 'signed-json',
} as const;

/** The seamless-wallet API the game providers' servers call (docs/seamless-wallet.md). */
export const seamlessWalletEndpoints = {
  seamlessAuthenticate: {
    ...common,
    summary:
      "Seamless wallet: a launch token's player (opaque id), currency, country and balance; keeps the token alive",
    response: { 200: seamlessAuthenticateAnswerSchema, ...failures },
  },
  seamlessBalance: {
    ...common,
    summary: "Seamless wallet: the launch token player's available real balance; keeps the token alive",
    response: { 200: seamlessBalanceAnswerSchema, ...failures },
  },
  seamlessBet: {
    ...common,
    summary: 'Seamless wallet: debit a stake (live token); idempotent by transactionId',
    response: { 200: seamlessTransactionAnswerSchema, ...failures },
  },
  seamlessWin: {
    ...common,
    summary: 'Seamless wallet: credit a win (also with an expired token); idempotent by transactionId',
    response: { 200: seamlessTransactionAnswerSchema, ...failures },
  },
  seamlessRollback: {
    ...common,
    summary:
      'Seamless wallet: cancel a bet or win of the round (also before it arrives); idempotent by transactionId',
    response: { 200: seamlessTransactionAnswerSchema, ...failures },
  },
} satisfies EndpointDeclarations;
