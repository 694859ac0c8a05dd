/** How a card is written on its face (rank and suit symbol) and named for screen readers, in any language. */
import type { Card, Rank, Suit } from '@casino/game-math';
import type { GameMessages } from '../i18n/game-messages.ts';
import type { CardsMessages } from './messages/index.ts';

/** The rank as printed in the card's corner: the international A, J, Q, K. */
const RANK_LABELS: Readonly<Record<Rank, string>> = {
  1: 'A',
  2: '2',
  3: '3',
  4: '4',
  5: '5',
  6: '6',
  7: '7',
  8: '8',
  9: '9',
  10: '10',
  11: 'J',
  12: 'Q',
  13: 'K',
};

/** The suit symbols, with the text presentation selector so phones do not draw them as emoji. */
const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = {
  S: '\u2660\uFE0E',
  H: '\u2665\uFE0E',
  D: '\u2666\uFE0E',
  C: '\u2663\uFE0E',
};

const RANK_NAMES: Readonly<Record<Rank, keyof CardsMessages>> = {
  1: 'ace',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  10: 'ten',
  11: 'jack',
  12: 'queen',
  13: 'king',
};

const SUIT_NAMES: Readonly<Record<Suit, keyof CardsMessages>> = {
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
  C: 'clubs',
};

export function rankLabel(rank: Rank): string {
  return RANK_LABELS[rank];
}

export function suitSymbol(suit: Suit): string {
  return SUIT_SYMBOLS[suit];
}

/** Hearts and diamonds are printed red. */
export function isRedSuit(suit: Suit): boolean {
  return suit === 'H' || suit === 'D';
}

/** A card's name, "Queen of hearts"; null is a face-down card. Starts with a capital in every language. */
export function cardName(
  card: Card | null,
  text: Pick<GameMessages<CardsMessages>, 't'>,
  locale: string,
): string {
  if (card === null) return text.t('faceDown');
  const name = text.t(RANK_NAMES[card.rank], { suit: text.t(SUIT_NAMES[card.suit]) });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
