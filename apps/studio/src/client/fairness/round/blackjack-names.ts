/** Blackjack's results, insurance states and moves in words. */
import type { BlackjackAction, BlackjackHandResult, BlackjackInsurance } from '@casino/game-math';
import type { FairnessMessages } from '../i18n/en.ts';

const RESULT_NAMES = {
  blackjack: 'blackjackResultBlackjack',
  win: 'betWon',
  push: 'betPush',
  lose: 'betLost',
  bust: 'blackjackResultBust',
} as const satisfies Record<BlackjackHandResult, keyof FairnessMessages>;

const INSURANCE_NAMES = {
  'not-offered': 'blackjackInsuranceNotOffered',
  pending: 'blackjackInsurancePending',
  declined: 'blackjackInsuranceDeclined',
  taken: 'blackjackInsuranceTaken',
} as const satisfies Record<BlackjackInsurance, keyof FairnessMessages>;

const ACTION_NAMES = {
  'insurance-yes': 'blackjackInsuranceYes',
  'insurance-no': 'blackjackInsuranceNo',
  hit: 'blackjackHit',
  stand: 'blackjackStand',
  double: 'blackjackDouble',
  split: 'blackjackSplit',
} as const satisfies Record<BlackjackAction, keyof FairnessMessages>;

export function blackjackResultName(result: BlackjackHandResult, text: FairnessMessages): string {
  return text[RESULT_NAMES[result]];
}

export function blackjackInsuranceName(insurance: BlackjackInsurance, text: FairnessMessages): string {
  return text[INSURANCE_NAMES[insurance]];
}

export function blackjackActionName(action: BlackjackAction, text: FairnessMessages): string {
  return text[ACTION_NAMES[action]];
}
