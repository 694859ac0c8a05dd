import type { HandCategory } from '@casino/game-math';
import type { FairnessMessages } from '../i18n/en.ts';

const HAND_NAMES = {
  'royal-flush': 'handRoyalFlush',
  'straight-flush': 'handStraightFlush',
  'four-of-a-kind': 'handFourOfAKind',
  'full-house': 'handFullHouse',
  flush: 'handFlush',
  straight: 'handStraight',
  'three-of-a-kind': 'handThreeOfAKind',
  'two-pair': 'handTwoPair',
  'jacks-or-better': 'handJacksOrBetter',
  nothing: 'handNothing',
} as const satisfies Record<HandCategory, keyof FairnessMessages>;

/** A video poker hand's name: "Two pair", "No paying hand". */
export function handCategoryName(category: HandCategory, text: FairnessMessages): string {
  return text[HAND_NAMES[category]];
}
