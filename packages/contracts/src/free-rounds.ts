import { z } from 'zod';
import { MAX_MONEY_MINOR_UNITS } from '@casino/rules';

/**
 * The free-rounds API a game provider offers the platform (docs/free-rounds.md), shaped like the aggregators'
 * free-rounds APIs: the platform creates an award (a number of rounds at a fixed bet on named games for one
 * player), may cancel it, and reads its status. The provider plays the rounds when the player opens one of the
 * games, stakes nothing for them, and reports their total win once, through the seamless wallet's `win` with
 * `freeRoundsId`. Calls are signed like the seamless wallet's (`SEAMLESS_SIGNATURE_HEADER`, the same shared
 * secret), in the other direction.
 */
export const FREE_ROUNDS_BASE_PATH = '/studio/api/free-rounds';

const gameId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/);
const currency = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code');

/** `POST /studio/api/free-rounds`: idempotent by `id` (the same request answers the same award). */
export const freeRoundsCreateRequestSchema = z.object({
  /** The platform's id of the award: a repeat with the same fields answers the award; other fields are refused. */
  id: z.uuid(),
  /** The platform's player id (the `playerId` its seamless authenticate answers). */
  playerId: z.string().min(1).max(100),
  currency,
  gameIds: z.array(gameId).min(1).max(20),
  /** The total bet of every round, minor units of `currency`; a bet the game can be played at. */
  bet: z.number().int().min(1).max(MAX_MONEY_MINOR_UNITS),
  count: z.number().int().min(1).max(1000),
  /** After this the rounds not played are void (their win so far is still reported). */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type FreeRoundsCreateRequest = z.infer<typeof freeRoundsCreateRequestSchema>;

export const FREE_ROUNDS_STATUSES = [
  /** Rounds left to play. */
  'active',
  /** Every round played (or the award expired): the total win is being reported. */
  'paying',
  /** The total win was reported (or there was none to report). */
  'finished',
  /** Cancelled by the platform: rounds not played are void and no win is reported. */
  'cancelled',
] as const;
export type FreeRoundsStatus = (typeof FREE_ROUNDS_STATUSES)[number];

/** An award as the provider holds it: the answer of create, cancel and status. */
export const freeRoundsAwardSchema = z.object({
  id: z.uuid(),
  playerId: z.string(),
  currency,
  gameIds: z.array(gameId),
  bet: z.number().int(),
  count: z.number().int(),
  /** Rounds started so far. */
  played: z.number().int(),
  left: z.number().int(),
  /** The win of the rounds played so far, minor units. */
  totalWin: z.number().int(),
  status: z.enum(FREE_ROUNDS_STATUSES),
  expiresAt: z.string(),
});
export type FreeRoundsAward = z.infer<typeof freeRoundsAwardSchema>;

export const FREE_ROUNDS_ERROR_CODES = [
  'INVALID_REQUEST',
  'UNKNOWN_GAME',
  /** The bet is not one the game can be played at (its coins do not divide it, or it is off the ladder). */
  'INVALID_BET',
  /** The id names an award created with other fields. */
  'ID_REUSED',
  'NOT_FOUND',
  'INVALID_SIGNATURE',
] as const;
export type FreeRoundsErrorCode = (typeof FREE_ROUNDS_ERROR_CODES)[number];

export const freeRoundsErrorSchema = z.object({
  status: z.literal('ERROR'),
  code: z.enum(FREE_ROUNDS_ERROR_CODES),
  message: z.string(),
});
export type FreeRoundsError = z.infer<typeof freeRoundsErrorSchema>;
