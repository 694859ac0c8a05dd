import { z } from 'zod';
import { MAX_MONEY_MINOR_UNITS } from '@casino/rules';

/**
 * The seamless-wallet protocol the platform offers to game providers (docs/seamless-wallet.md). A provider
 * POSTs signed JSON to `/api/seamless/v1/<provider>/<operation>`; money stays in the platform's wallet and
 * every answer carries the player's available real balance. Amounts are integer minor units of `currency`.
 * Business outcomes, refusals included, are HTTP 200; only a bad signature (401), an unknown provider (404),
 * a malformed request (400), too many calls (429) and a server failure (500) are not.
 */

export const SEAMLESS_WALLET_BASE_PATH = '/api/seamless/v1';
/**
 * `t=<unix seconds>,v2=<hex HMAC-SHA256 of "<t>\n<METHOD>\n<path>\n<raw body>">`, keyed by the provider's shared
 * secret; `<path>` is the request's path without a query, e.g. `/api/seamless/v1/lumen-studio/bet`.
 */
export const SEAMLESS_SIGNATURE_HEADER = 'x-casino-signature';
/** How far a signature's timestamp may be from the platform's clock, either way. */
export const SEAMLESS_SIGNATURE_TOLERANCE_SECONDS = 300;
/** A launch token lives this long after its creation or its last authenticate, balance or bet. */
export const SEAMLESS_TOKEN_LIFETIME_MINUTES = 30;

export const SEAMLESS_OPERATIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type SeamlessOperation = (typeof SEAMLESS_OPERATIONS)[number];

/** Provider names as they appear in the path and in configuration. */
export const SEAMLESS_PROVIDER_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const SEAMLESS_ERROR_CODES = [
  /** HTTP 401: the signature header is missing, malformed, stale or wrong. Nothing happened. */
  'INVALID_SIGNATURE',
  /** HTTP 404: no provider of that name is configured. */
  'UNKNOWN_PROVIDER',
  /** HTTP 400: the body is not JSON or does not match the operation's schema. Nothing happened. */
  'INVALID_REQUEST',
  /** HTTP 429: too many calls from this address for this provider and operation; retry the same request. */
  'RATE_LIMITED',
  /** HTTP 500: the platform failed; retry the same request (same transaction id). */
  'INTERNAL_ERROR',
  /** The token was never issued to this provider. */
  'INVALID_TOKEN',
  /** The token expired: authenticate, balance and bet are refused; win and rollback still work. */
  'TOKEN_EXPIRED',
  /** The call's currency is not the launch token's. */
  'CURRENCY_MISMATCH',
  /** The player's available real balance is below the amount; `balance` says what it is. */
  'INSUFFICIENT_FUNDS',
  /** The player's balance after the call would be above the platform's money maximum. Nothing moved. */
  'AMOUNT_OUT_OF_RANGE',
  /** This transaction id was used before for another request. The first request's effect stands. */
  'DUPLICATE_MISMATCH',
  /** A rollback of this bet's transaction id arrived first: the bet is refused, no money moves. */
  'BET_ROLLED_BACK',
  /** A rollback of this win's transaction id arrived first: the win is refused, no money moves. */
  'WIN_ROLLED_BACK',
  /** The round is closed: no more bets or wins on it. */
  'ROUND_CLOSED',
  /** The round id belongs to another player or another game. */
  'ROUND_MISMATCH',
  /** The rollback names a transaction that is not a bet or a win of this player in this round. */
  'UNKNOWN_TRANSACTION',
  /** A bet on a game launched from a country the platform blocks (now, even if not at launch). Wins still pay. */
  'COUNTRY_BLOCKED',
  'GAME_RESTRICTED',
  /**
   * A bet the player may not place now: a time-out or self-exclusion is in force (docs/player-protection.md), or
   * the check could not run. Wins and rollbacks still settle.
   */
  'PLAYER_RESTRICTED',
  /** The stake would take the player over a wager or loss limit they set. Wins and rollbacks still settle. */
  'LIMIT_REACHED',
  /**
   * The stake is above the maximum bet of the player's active bonus (docs/bonuses.md): refused, nothing voided; a
   * smaller stake is accepted. Wins and rollbacks still settle.
   */
  'BONUS_MAX_BET',
  /**
   * The win names a free-rounds award (`freeRoundsId`) the platform does not know, that is not this player's, in
   * this currency, of this provider and on this game, or that was cancelled. Nothing moved.
   */
  'UNKNOWN_FREE_ROUNDS',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];

/** Transaction, round and game ids: unique per provider, printable, at most 100 characters. */
const externalId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits and . _ : - only');
const token = z.string().min(1).max(200).describe('the launch token the platform gave the game');
const minor = z.number().int().describe('integer minor units of `currency`');
const amount = z
  .number()
  .int()
  .min(0)
  .max(MAX_MONEY_MINOR_UNITS)
  .describe('integer minor units of `currency` up to 10^12, 0 allowed (recorded, no money moves)');
const currency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'an ISO 4217 code')
  .describe('ISO 4217 code');

export const seamlessAuthenticateRequestSchema = z.object({ token }).meta({ id: 'SeamlessAuthenticate' });
export type SeamlessAuthenticateRequest = z.infer<typeof seamlessAuthenticateRequestSchema>;

export const seamlessBalanceRequestSchema = z.object({ token }).meta({ id: 'SeamlessBalance' });
export type SeamlessBalanceRequest = z.infer<typeof seamlessBalanceRequestSchema>;

/** What every money call carries. `roundClosed: true` marks the provider's last call of the round. */
const moneyCall = {
  token,
  transactionId: externalId.describe('unique per provider, forever; a repeat returns the first answer'),
  roundId: externalId,
  gameId: externalId,
  roundClosed: z.boolean(),
};

/** Debit: the player's stake. Needs a live token. */
export const seamlessBetRequestSchema = z
  .object({ ...moneyCall, amount, currency })
  .meta({ id: 'SeamlessBet' });
export type SeamlessBetRequest = z.infer<typeof seamlessBetRequestSchema>;

/**
 * Credit: the player's winnings (0 for a lost round). Accepted with an expired token. With `freeRoundsId`, the
 * total win of a free-rounds award the platform created (docs/free-rounds.md): sent once, when its last round is
 * played, and credited as bonus money under the award's terms rather than as real money.
 */
export const seamlessWinRequestSchema = z
  .object({
    ...moneyCall,
    amount,
    currency,
    freeRoundsId: z
      .uuid()
      .optional()
      .describe('the free-rounds award whose rounds this win totals (docs/free-rounds.md)'),
  })
  .meta({ id: 'SeamlessWin' });
export type SeamlessWinRequest = z.infer<typeof seamlessWinRequestSchema>;

/**
 * Cancels the bet or win `referenceTransactionId` of the same round: a bet's stake returns to the player, a
 * win's amount is taken back. Accepted with an expired token; a rollback of a transaction the platform has not
 * seen is answered OK and refuses that transaction if it arrives later.
 */
export const seamlessRollbackRequestSchema = z
  .object({ ...moneyCall, referenceTransactionId: externalId })
  .meta({ id: 'SeamlessRollback' });
export type SeamlessRollbackRequest = z.infer<typeof seamlessRollbackRequestSchema>;

export const seamlessErrorSchema = z
  .object({
    status: z.literal('ERROR'),
    code: z.enum(SEAMLESS_ERROR_CODES),
    /** The player's available real balance, whenever the token names a player. */
    balance: minor.optional(),
    currency: currency.optional(),
    /** For developers: what was wrong with an INVALID_REQUEST. */
    message: z.string().optional(),
  })
  .meta({ id: 'SeamlessError' });
export type SeamlessError = z.infer<typeof seamlessErrorSchema>;

export const seamlessAuthenticateOkSchema = z
  .object({
    status: z.literal('OK'),
    /** The player as this provider knows them: stable, opaque, different for each provider. */
    playerId: z.string(),
    gameId: z.string(),
    currency,
    balance: minor,
    /** ISO 3166 alpha-2. */
    country: z.string(),
    /** ISO 8601; moved forward by every authenticate, balance and bet. */
    tokenExpiresAt: z.string(),
  })
  .meta({ id: 'SeamlessAuthenticated' });
export type SeamlessAuthenticateOk = z.infer<typeof seamlessAuthenticateOkSchema>;

export const seamlessBalanceOkSchema = z
  .object({ status: z.literal('OK'), currency, balance: minor })
  .meta({ id: 'SeamlessBalanceOk' });
export type SeamlessBalanceOk = z.infer<typeof seamlessBalanceOkSchema>;

/**
 * The answer to bet, win and rollback. `balance` is the player's available real balance right after this
 * call; a repeated transaction id gets this same answer again, with the balance of the first time.
 */
export const seamlessTransactionOkSchema = z
  .object({
    status: z.literal('OK'),
    currency,
    balance: minor,
    transactionId: z.string(),
    /** The platform's id of the movement (the player's transaction id in their history when money moved). */
    platformTransactionId: z.string(),
  })
  .meta({ id: 'SeamlessTransactionOk' });
export type SeamlessTransactionOk = z.infer<typeof seamlessTransactionOkSchema>;

export const seamlessAuthenticateAnswerSchema = z.union([seamlessAuthenticateOkSchema, seamlessErrorSchema]);
export type SeamlessAuthenticateAnswer = z.infer<typeof seamlessAuthenticateAnswerSchema>;
export const seamlessBalanceAnswerSchema = z.union([seamlessBalanceOkSchema, seamlessErrorSchema]);
export type SeamlessBalanceAnswer = z.infer<typeof seamlessBalanceAnswerSchema>;
export const seamlessTransactionAnswerSchema = z.union([seamlessTransactionOkSchema, seamlessErrorSchema]);
export type SeamlessTransactionAnswer = z.infer<typeof seamlessTransactionAnswerSchema>;
