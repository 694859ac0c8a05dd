/** Baccarat's bets and outcomes in words. */
import type { BaccaratBetKind, BaccaratOutcome } from '@casino/game-math';
import type { FairnessMessages } from '../i18n/en.ts';

const BET_NAMES = {
  player: 'baccaratPlayer',
  banker: 'baccaratBanker',
  tie: 'baccaratTie',
  playerPair: 'baccaratPlayerPair',
  bankerPair: 'baccaratBankerPair',
} as const satisfies Record<BaccaratBetKind, keyof FairnessMessages>;

export function baccaratBetName(kind: BaccaratBetKind, text: FairnessMessages): string {
  return text[BET_NAMES[kind]];
}

/** The winning hand, or the tie: the names of the bets on them. */
export function baccaratWinnerName(outcome: BaccaratOutcome, text: FairnessMessages): string {
  return text[BET_NAMES[outcome]];
}
