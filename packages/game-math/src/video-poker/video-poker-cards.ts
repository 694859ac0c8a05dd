/**
 * Cards as numbers for the video poker maths: a card is its index in deck order (cards/cards.ts: ♠A ♠2 … ♠K,
 * ♥A … ♣K), so index = 13 × suit + rank − 1. Rounds store card codes ('AS', 'TH'); the evaluator, the hold
 * values and the analysis work on indexes, which are cheap to compare, mask and count.
 */
import { cardCode, deck } from '../cards/cards.ts';

/** Cards in a deck. */
export const DECK_SIZE = 52;
/** Cards of each rank (one per suit). */
export const SUIT_COUNT = 4;
/** Ranks, ace to king. */
export const RANK_COUNT = 13;
/** Cards in a video poker hand. */
export const HAND_SIZE = 5;

/** The card codes in deck order; a card's index is its position here. */
export const DECK_CODES: readonly string[] = deck().map(cardCode);

const INDEX_OF_CODE = new Map(DECK_CODES.map((code, index) => [code, index]));

/** The deck index of a card code; throws on anything that is not a card. */
export function cardIndexOfCode(code: string): number {
  const index = INDEX_OF_CODE.get(code);
  if (index === undefined) throw new RangeError(`not a card: ${code}`);
  return index;
}

/** The card code of a deck index. */
export function codeOfCardIndex(index: number): string {
  const code = DECK_CODES[index];
  if (code === undefined) throw new RangeError(`not a card index: ${index}`);
  return code;
}

/** 0 = ace, 1 = two, …, 9 = ten, 10 = jack, 11 = queen, 12 = king. */
export function rankIndexOf(card: number): number {
  return card % RANK_COUNT;
}

/** 0 = ♠, 1 = ♥, 2 = ♦, 3 = ♣ (the order of SUITS). */
export function suitIndexOf(card: number): number {
  return (card - (card % RANK_COUNT)) / RANK_COUNT;
}

/** The deck indexes of five distinct card codes; throws on a wrong count, a non-card or a repeated card. */
export function handIndexes(hand: readonly string[]): number[] {
  if (hand.length !== HAND_SIZE) throw new RangeError(`a hand has ${HAND_SIZE} cards, got ${hand.length}`);
  const indexes = hand.map(cardIndexOfCode);
  if (new Set(indexes).size !== HAND_SIZE) throw new RangeError(`a hand repeats a card: ${hand.join(' ')}`);
  return indexes;
}
