/** A refusal the client is shown as `{ error: { code, message, balance? } }` with an HTTP status. */
export type PlayErrorCode =
  | 'GAME_NOT_FOUND'
  | 'NO_DEMO'
  | 'SESSION_NOT_FOUND'
  | 'ROUND_NOT_FOUND'
  | 'INVALID_TOKEN'
  | 'TOKEN_EXPIRED'
  | 'GAME_MISMATCH'
  | 'INVALID_BET'
  | 'INVALID_TARGET'
  | 'WRONG_GAME_KIND'
  | 'NO_BONUS_BUY'
  | 'INSUFFICIENT_FUNDS'
  | 'LIMIT_REACHED'
  | 'GAME_RESTRICTED'
  | 'BONUS_MAX_BET'
  | 'PLAYER_RESTRICTED'
  | 'FEATURE_IN_PROGRESS'
  | 'NO_FEATURE'
  | 'INVALID_ACTION'
  | 'NO_ROUND_IN_PLAY'
  | 'ROUND_IN_PROGRESS'
  | 'STAKE_PENDING'
  | 'NO_FREE_ROUNDS'
  | 'NOT_DEMO'
  | 'WALLET_REFUSED'
  | 'WALLET_UNAVAILABLE';

const STATUS: Record<PlayErrorCode, number> = {
  GAME_NOT_FOUND: 404,
  NO_DEMO: 403,
  SESSION_NOT_FOUND: 404,
  ROUND_NOT_FOUND: 404,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  GAME_MISMATCH: 403,
  INVALID_BET: 400,
  INVALID_TARGET: 400,
  WRONG_GAME_KIND: 400,
  NO_BONUS_BUY: 400,
  INSUFFICIENT_FUNDS: 402,
  LIMIT_REACHED: 403,
  GAME_RESTRICTED: 403,
  BONUS_MAX_BET: 403,
  PLAYER_RESTRICTED: 403,
  FEATURE_IN_PROGRESS: 409,
  NO_FEATURE: 409,
  INVALID_ACTION: 400,
  NO_ROUND_IN_PLAY: 409,
  ROUND_IN_PROGRESS: 409,
  STAKE_PENDING: 409,
  NO_FREE_ROUNDS: 409,
  NOT_DEMO: 403,
  WALLET_REFUSED: 409,
  WALLET_UNAVAILABLE: 503,
};

export class PlayError extends Error {
  readonly status: number;
  constructor(
    readonly code: PlayErrorCode,
    message: string,
    /** The balance to show with the refusal (INSUFFICIENT_FUNDS). */
    readonly balance?: number,
  ) {
    super(message);
    this.name = 'PlayError';
    this.status = STATUS[code];
  }
}
