/** The refusal a player is shown when the platform refuses a stake (docs/studio.md). */
import { PlayError } from './play-error.ts';

export function betRefusal(code: string, balance: number | undefined): PlayError {
  if (code === 'INSUFFICIENT_FUNDS') {
    return new PlayError('INSUFFICIENT_FUNDS', 'not enough balance', balance);
  }
  if (code === 'TOKEN_EXPIRED' || code === 'INVALID_TOKEN') {
    return new PlayError(code, 'the game session has ended; open the game again');
  }
  // The player's own limits and breaks, and their bonus's maximum bet, told apart so the player is shown why
  // (docs/studio.md).
  if (code === 'LIMIT_REACHED') {
    return new PlayError('LIMIT_REACHED', 'the stake would go over a limit the player set', balance);
  }
  if (code === 'BONUS_MAX_BET') {
    return new PlayError('BONUS_MAX_BET', 'the stake is above the maximum bet of the active bonus', balance);
  }
  if (code === 'GAME_RESTRICTED') {
    return new PlayError(
      'GAME_RESTRICTED',
      'the game is restricted in the country it was opened from',
      balance,
    );
  }
  if (code === 'PLAYER_RESTRICTED') {
    return new PlayError('PLAYER_RESTRICTED', 'real-money play is paused on this account');
  }
  return new PlayError('WALLET_REFUSED', code, balance);
}
