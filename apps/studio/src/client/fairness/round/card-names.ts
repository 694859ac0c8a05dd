/** How a playing card is written (rank and suit symbol, "K♠") and named for screen readers ("King of spades"). */
import { cardOfCode, type Card, type Rank, type Suit } from '@casino/game-math';
import type { FairnessMessages } from '../i18n/en.ts';
import { fill } from '../i18n/fill.ts';
import { rankLabel, suitSymbol } from '../../cards/card-names.ts';

const RANK_NAMES: Readonly<Record<Rank, keyof FairnessMessages>> = {
  1: 'cardAce',
  2: 'cardTwo',
  3: 'cardThree',
  4: 'cardFour',
  5: 'cardFive',
  6: 'cardSix',
  7: 'cardSeven',
  8: 'cardEight',
  9: 'cardNine',
  10: 'cardTen',
  11: 'cardJack',
  12: 'cardQueen',
  13: 'cardKing',
};

const SUIT_NAMES: Readonly<Record<Suit, keyof FairnessMessages>> = {
  S: 'suitSpades',
  H: 'suitHearts',
  D: 'suitDiamonds',
  C: 'suitClubs',
};

/** "K♠"; a face-down card is "?". */
export function cardFace(card: Card | null): string {
  return card ? `${rankLabel(card.rank)}${suitSymbol(card.suit)}` : '?';
}

/** Hearts and diamonds are printed red (the suit symbol says it too). */
export { isRedSuit } from '../../cards/card-names.ts';

/** "King of spades", starting with a capital in every language; null is a face-down card. */
export function cardName(card: Card | null, text: FairnessMessages, locale: string): string {
  const name = card
    ? fill(text[RANK_NAMES[card.rank]], { suit: text[SUIT_NAMES[card.suit]] })
    : text.cardFaceDown;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The card of a code such as 'KS' or 'TH'; null (shown face down) for anything that is not a card. */
export function cardOfCodeOrNull(code: string): Card | null {
  try {
    return cardOfCode(code);
  } catch {
    return null;
  }
}
