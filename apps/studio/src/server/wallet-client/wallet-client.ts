/**
 * The studio's side of the seamless-wallet protocol. Every call is signed (method, path and body), its answer
 * parsed with the contract's schema, and a network failure, a 429 or a 5xx answer is retried with the same body
 * (the transaction id makes a repeat safe) with doubling delays. When every attempt fails the call throws WalletUnavailableError
 * and the round stays open for the recovery pass.
 */
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_WALLET_BASE_PATH,
  seamlessAuthenticateAnswerSchema,
  seamlessBalanceAnswerSchema,
  seamlessTransactionAnswerSchema,
  type SeamlessAuthenticateAnswer,
  type SeamlessBalanceAnswer,
  type SeamlessBetRequest,
  type SeamlessOperation,
  type SeamlessRollbackRequest,
  type SeamlessTransactionAnswer,
  type SeamlessWinRequest,
} from '@casino/contracts';
import { signTimestamped } from '@casino/server-kit';
import type { z } from 'zod';

export class WalletUnavailableError extends Error {
  constructor(operation: SeamlessOperation, cause: string) {
    super(`seamless ${operation} failed: ${cause}`);
    this.name = 'WalletUnavailableError';
  }
}

export interface WalletClientOptions {
  readonly platformUrl: string;
  readonly provider: string;
  readonly secret: string;
  readonly attempts: number;
  readonly retryDelayMs: number;
}

export interface WalletClient {
  authenticate(token: string): Promise<SeamlessAuthenticateAnswer>;
  balance(token: string): Promise<SeamlessBalanceAnswer>;
  bet(request: SeamlessBetRequest): Promise<SeamlessTransactionAnswer>;
  win(request: SeamlessWinRequest): Promise<SeamlessTransactionAnswer>;
  rollback(request: SeamlessRollbackRequest): Promise<SeamlessTransactionAnswer>;
}

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const base = `${options.platformUrl}${SEAMLESS_WALLET_BASE_PATH}/${options.provider}`;

  async function call<T>(operation: SeamlessOperation, payload: object, schema: z.ZodType<T>): Promise<T> {
    const body = JSON.stringify(payload);
    const url = `${base}/${operation}`;
    const path = new URL(url).pathname;
    let problem = 'no attempt';
    for (let attempt = 0; attempt < options.attempts; attempt += 1) {
      if (attempt > 0) await delay(options.retryDelayMs * 2 ** (attempt - 1));
      try {
        const signature = signTimestamped(options.secret, { method: 'POST', path, body }, new Date());
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signature },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status >= 500 || response.status === 429) {
          problem = `HTTP ${response.status}`;
          continue;
        }
        const parsed = schema.safeParse(await response.json());
        if (!parsed.success)
          throw new WalletUnavailableError(operation, `unexpected answer (HTTP ${response.status})`);
        return parsed.data;
      } catch (error) {
        if (error instanceof WalletUnavailableError) throw error;
        problem = error instanceof Error ? error.message : String(error);
      }
    }
    throw new WalletUnavailableError(operation, problem);
  }

  return {
    authenticate: (token) => call('authenticate', { token }, seamlessAuthenticateAnswerSchema),
    balance: (token) => call('balance', { token }, seamlessBalanceAnswerSchema),
    bet: (request) => call('bet', request, seamlessTransactionAnswerSchema),
    win: (request) => call('win', request, seamlessTransactionAnswerSchema),
    rollback: (request) => call('rollback', request, seamlessTransactionAnswerSchema),
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
