import type { GameMessages } from '../i18n/game-messages.ts';
import type { MessageKey } from '../i18n/index.ts';
import { playErrorMessage } from '../game/error-codes.ts';
import type { CrashMessages } from './messages/en.ts';

/** The text of a refused bet or cash-out: the table's own refusals, else the common ones. */
export function refusalText(
  code: string,
  game: GameMessages<CrashMessages>,
  t: (key: MessageKey) => string,
  limits: { min: string; max: string },
): string {
  switch (code) {
    case 'BETTING_CLOSED':
      return game.t('refusedBettingClosed');
    case 'SLOT_TAKEN':
      return game.t('refusedSlotTaken');
    case 'STAKE_OUT_OF_LIMITS':
      return game.t('refusedLimits', limits);
    case 'AUTO_CASH_OUT_INVALID':
      return game.t('refusedAutoCashOut');
    case 'NO_OPEN_BET':
    case 'NOT_FLYING':
      return game.t('refusedNoBet');
    case 'CRASHED':
      return game.t('refusedCrashed');
    default:
      return t(playErrorMessage(code));
  }
}
