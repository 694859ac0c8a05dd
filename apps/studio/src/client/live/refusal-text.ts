import type { GameMessages } from '../i18n/game-messages.ts';
import type { MessageKey } from '../i18n/index.ts';
import { playErrorMessage } from '../game/error-codes.ts';
import type { LiveMessages } from './messages/en.ts';

/** The text of a refused placement: the table's own refusals, else the common ones. */
export function liveRefusalText(
  code: string,
  texts: GameMessages<LiveMessages>,
  t: (key: MessageKey) => string,
): string {
  switch (code) {
    case 'BETTING_CLOSED':
      return texts.t('refusedClosed');
    case 'ALREADY_BET':
      return texts.t('refusedAlready');
    case 'INVALID_BET':
    case 'WRONG_GAME':
      return texts.t('refusedInvalid');
    case 'INSUFFICIENT_FUNDS':
      return texts.t('refusedFunds');
    case 'LIMIT_REACHED':
      return texts.t('refusedLimit');
    default:
      return t(playErrorMessage(code));
  }
}
