/** The words of the table's decisions, totals and results, from its messages. */
import type { BlackjackAction, BlackjackHandResult, BlackjackHandValue } from '@casino/game-math';
import type { GameMessages } from '../i18n/game-messages.ts';
import type { BlackjackMessages } from './messages/index.ts';

export type BlackjackText = Pick<GameMessages<BlackjackMessages>, 't'>;

const ACTION_KEYS: Readonly<Record<BlackjackAction, keyof BlackjackMessages>> = {
  'insurance-yes': 'insuranceYes',
  'insurance-no': 'insuranceNo',
  hit: 'hit',
  stand: 'stand',
  double: 'double',
  split: 'split',
};

const RESULT_KEYS: Readonly<Record<BlackjackHandResult, keyof BlackjackMessages>> = {
  blackjack: 'resultBlackjack',
  win: 'resultWin',
  push: 'resultPush',
  lose: 'resultLose',
  bust: 'resultBust',
};

export function actionLabel(action: BlackjackAction, text: BlackjackText): string {
  return text.t(ACTION_KEYS[action]);
}

export function resultLabel(result: BlackjackHandResult, text: BlackjackText): string {
  return text.t(RESULT_KEYS[result]);
}

/** A total as the table says it: "17", "Soft 17" while an ace counts 11 and the hand is under 21. */
export function totalLabel(value: BlackjackHandValue, text: BlackjackText): string {
  return value.soft && value.total < 21 ? text.t('softTotal', { total: value.total }) : String(value.total);
}

/** "n:d" of a payout ratio such as blackjack's 3:2. */
export function ratioLabel([numerator, denominator]: readonly [number, number]): string {
  return `${numerator}:${denominator}`;
}
