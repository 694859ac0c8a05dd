import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PlayerCurrency } from '@casino/rules';
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_WALLET_BASE_PATH,
  type SeamlessOperation,
  type SeamlessTransactionAnswer,
  type TransactionPage,
  type TransactionType,
} from '@casino/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { TestSession } from '../../test/test-accounts.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWallet } from '../wallet/wallet.module.ts';
import type { GameWalletOptions } from './game-wallet.context.ts';
import { createGameWallet } from './game-wallet.module.ts';
import { seamlessRounds } from './game-wallet.tables.ts';
import { signSeamlessRequest } from './seamless-signature.ts';
import { gameRestrictedSql } from '../games/game-restriction.sql.ts';
import { betGuardSql } from '../protection/bet-guard.sql.ts';

export const STUDIO = 'lumen-studio';

export const seamlessPath = (operation: SeamlessOperation, provider = STUDIO) =>
  `${SEAMLESS_WALLET_BASE_PATH}/${provider}/${operation}`;

/** The signature header a provider's server sends with `raw` posted to this operation. */
export function seamlessSignature(
  secret: string,
  operation: SeamlessOperation,
  raw: string,
  options: { at?: Date; provider?: string } = {},
): string {
  const path = seamlessPath(operation, options.provider);
  return signSeamlessRequest(secret, { method: 'POST', path, body: raw }, options.at ?? new Date());
}

/**
 * A provider's signed call, as its server sends it; `secret`, `at` or `signature` forge a bad one,
 * `remoteAddress` is the address it comes from.
 */
export function seamlessCall(
  app: FastifyInstance,
  secret: string,
  operation: SeamlessOperation,
  body: object,
  options: {
    at?: Date;
    signature?: string | null;
    provider?: string;
    raw?: string;
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const raw = options.raw ?? JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? seamlessSignature(secret, operation, raw, { at: options.at, provider: options.provider })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: seamlessPath(operation, options.provider),
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [SEAMLESS_SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** The secret the platform shares with the in-house studio. */
export const studioSecret = (platform: Platform) => platform.config.seamlessWalletSecrets[STUDIO] ?? '';

/** A provider's signed call that the platform must answer with 200: the answer. */
export async function seamlessAnswer<T = SeamlessTransactionAnswer>(
  app: FastifyInstance,
  secret: string,
  operation: SeamlessOperation,
  body: object,
): Promise<T> {
  const response = await seamlessCall(app, secret, operation, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** A bet of `amount` EUR on Lumen Slot with the launch token: a new transaction, in a new round unless named. */
export function betBody(token: string, amount: number, roundId?: string) {
  const transactionId = externalId('tx');
  return {
    token,
    transactionId,
    roundId: roundId ?? externalId('round'),
    gameId: 'lumen-slot',
    roundClosed: false,
    amount,
    currency: 'EUR',
  };
}

/**
 * What the game launcher will do: a launch token for the player, made `ageMinutes` ago (a token older than
 * 30 minutes has expired unless play kept it alive), launched from `country` (unknown by default).
 */
export async function launchToken(
  platform: Platform,
  userId: string,
  options: {
    gameId?: string;
    currency?: PlayerCurrency;
    ageMinutes?: number;
    country?: string | null;
    /** The time now, for a test whose server runs on a test clock. */
    now?: Date;
  } = {},
): Promise<string> {
  const currency = options.currency ?? 'EUR';
  const madeAt = new Date((options.now?.getTime() ?? Date.now()) - (options.ageMinutes ?? 0) * 60_000);
  const launcher = createGameWallet(
    { ...platform, clock: () => madeAt },
    {
      wallet: walletOf(platform).port,
      realBalanceOf: async () => 0,
      playerOf: async () => ({ currency, country: 'DE' }),
      gameNameOf: async () => null,
      betGuard: betGuardSql,
      gameRestriction: gameRestrictedSql,
      betVerdict: async () => ({ verdict: 'allowed', ticket: null }),
    },
  );
  const { token } = await launcher.createLaunchToken({
    userId,
    provider: STUDIO,
    gameId: options.gameId ?? 'lumen-slot',
    currency,
    country: options.country ?? null,
  });
  return token;
}

/**
 * The wallet and the game wallet wired as modules/index.ts wires them (real balances from the wallet's reads,
 * Lumen Slot named in the catalogue), with `overrides` for what a test changes.
 */
export function gameWalletServices(platform: Platform, overrides: Partial<GameWalletOptions> = {}) {
  const wallet = walletOf(platform);
  const gameWallet = createGameWallet(platform, {
    wallet: wallet.port,
    realBalanceOf: async (userId, currency) =>
      (await wallet.reads.shortBalance(userId, currency)).balanceMain,
    playerOf: async () => ({ currency: 'EUR', country: 'RO' }),
    gameNameOf: async (provider, gameId) => (gameId === 'lumen-slot' ? 'Lumen Slot' : null),
    betGuard: betGuardSql,
    gameRestriction: gameRestrictedSql,
    betVerdict: async () => ({ verdict: 'allowed', ticket: null }),
    ...overrides,
  });
  return { wallet, gameWallet };
}

export function walletOf(platform: Platform) {
  return createWallet(platform, {
    currencyOf: async () => 'EUR',
    setCurrency: async () => undefined,
    log: { warn: () => undefined },
  });
}

/** Puts real money on the player's balance as a staff adjustment would. */
export async function fund(platform: Platform, userId: string, amount: number, currency = 'EUR') {
  await walletOf(platform).port.transfer({
    idempotencyKey: randomUUID(),
    type: 'changeBalanceInc',
    currency,
    phase: 'posted',
    status: 'complete',
    lines: [
      { from: { owner: 'platform', kind: 'house' }, to: { owner: 'player', userId, kind: 'real' }, amount },
    ],
  });
}

/** The player's game-transactions tab (basic), newest first, as the player reads it. */
export async function gameTransactions(app: FastifyInstance, session: TestSession) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/wallet/game-transactions?tab=basic&pageSize=100',
    cookies: session.cookies,
  });
  if (response.statusCode !== 200) throw new Error(`history failed: ${response.body}`);
  return response.json<TransactionPage>().items;
}

export async function gameTransactionTypes(app: FastifyInstance, session: TestSession) {
  return (await gameTransactions(app, session)).map((row): TransactionType => row.type);
}

/** The ledger's invariants: balances sum to zero per currency, nothing negative, balances match transfers. */
export async function ledgerProblems(platform: Platform): Promise<string[]> {
  return (await checkLedger(platform.db)).problems;
}

/** The round as the operator's records keep it: status and totals staked and won. */
export async function roundOf(platform: Platform, roundId: string) {
  const [round] = await platform.db
    .select({
      status: seamlessRounds.status,
      betTotal: seamlessRounds.betTotal,
      winTotal: seamlessRounds.winTotal,
    })
    .from(seamlessRounds)
    .where(and(eq(seamlessRounds.provider, STUDIO), eq(seamlessRounds.roundId, roundId)));
  return round;
}

let ids = 0;
/** A transaction or round id that no other test uses. */
export const externalId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++ids}`;
