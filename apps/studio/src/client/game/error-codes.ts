/** How the client answers the game server's refusals (docs/studio.md lists the codes). */
import { NETWORK_ERROR, StudioApiError } from '../api/studio-request.ts';
import type { MessageKey } from '../i18n/index.ts';

/** Codes after which the session cannot go on: the player must open the game again. */
const FATAL = new Set([
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'SESSION_NOT_FOUND',
  'GAME_NOT_FOUND',
  'GAME_MISMATCH',
  'NO_DEMO',
  'PLAYER_RESTRICTED',
]);
/** Opening errors worth another try. */
const RETRYABLE = new Set(['WALLET_UNAVAILABLE', NETWORK_ERROR, 'UNKNOWN', 'INTERNAL_ERROR']);

export function errorCodeOf(error: unknown): string {
  return error instanceof StudioApiError ? error.code : 'UNKNOWN';
}

export function isFatal(code: string): boolean {
  return FATAL.has(code);
}

export function canRetryOpening(code: string): boolean {
  return RETRYABLE.has(code);
}

/** The full-screen message of an error that stops the game (opening or fatal while playing). */
export function fatalMessage(code: string): MessageKey {
  switch (code) {
    case 'INVALID_TOKEN':
      return 'errorInvalidToken';
    case 'TOKEN_EXPIRED':
      return 'errorTokenExpired';
    case 'NO_DEMO':
      return 'errorNoDemo';
    case 'PLAYER_RESTRICTED':
      return 'errorPlayerRestricted';
    case 'GAME_NOT_FOUND':
      return 'errorGameNotFound';
    case 'GAME_MISMATCH':
      return 'errorGameMismatch';
    case 'SESSION_NOT_FOUND':
      return 'errorSessionNotFound';
    case 'WALLET_UNAVAILABLE':
      return 'errorWalletUnavailable';
    case NETWORK_ERROR:
      return 'errorNetwork';
    default:
      return 'errorUnknown';
  }
}

/** The message of a refused bet or spin; the game goes on. */
export function playErrorMessage(code: string): MessageKey {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return 'insufficientFunds';
    case 'FEATURE_IN_PROGRESS':
      return 'featureInProgress';
    case 'NO_FREE_ROUNDS':
      return 'freeRoundsGone';
    case 'WALLET_UNAVAILABLE':
      return 'walletUnavailableStake';
    case 'WALLET_REFUSED':
      return 'walletRefused';
    case 'LIMIT_REACHED':
      return 'limitReached';
    case 'GAME_RESTRICTED':
      return 'gameRestricted';
    case 'BONUS_MAX_BET':
      return 'bonusMaxBet';
    case 'INVALID_BET':
    case 'INVALID_TARGET':
      return 'invalidBet';
    case 'ROUND_IN_PROGRESS':
      return 'roundInProgress';
    case 'STAKE_PENDING':
      return 'stakePending';
    case 'INVALID_ACTION':
      return 'invalidMove';
    case 'NO_ROUND_IN_PLAY':
      return 'noRoundInPlay';
    case NETWORK_ERROR:
      return 'errorNetwork';
    default:
      return 'errorUnknown';
  }
}
