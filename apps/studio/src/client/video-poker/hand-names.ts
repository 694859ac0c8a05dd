/** The message of each hand category, as the pay table and the results name it. */
import type { HandCategory } from '@casino/game-math';
import type { VideoPokerMessages } from './messages/index.ts';

export const HAND_NAME_KEYS: Readonly<Record<HandCategory, keyof VideoPokerMessages>> = {
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
};
