/**
 * Playing cards for the card games (blackjack, baccarat, video poker). A deck is the 52 cards in a fixed order,
 * suits ♠ ♥ ♦ ♣ and within each suit ace, 2 … 10, jack, queen, king; a shoe is that deck repeated. A round's cards
 * are the shoe shuffled by the stream's Fisher–Yates shuffle (docs/fairness.md), dealt from index 0.
 */
import type { RandomStream } from '../fairness/random-stream.ts';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** 1 = ace, 2–10 as printed, 11 = jack, 12 = queen, 13 = king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

/** The 52 cards in deck order: ♠A ♠2 … ♠K ♥A … ♣K. */
export function deck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));
}

/** `decks` decks one after the other, in deck order. */
export function shoe(decks: number): Card[] {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError('a shoe holds at least one deck');
  return Array.from({ length: decks }, deck).flat();
}

/** The round's cards: a shoe of `decks` decks shuffled by the stream (Fisher–Yates from the end). */
export function shuffledShoe(stream: RandomStream, decks: number): Card[] {
  return stream.shuffle(shoe(decks));
}

/** Two characters: rank (A 2–9 T J Q K) and suit (S H D C), e.g. 'AS', 'TH', 'KD'. */
export function cardCode(card: Card): string {
  return `${RANK_CODES[card.rank - 1]}${card.suit}`;
}

/** The card of a two-character code; throws on anything else. */
export function cardOfCode(code: string): Card {
  const rank = RANK_CODES.indexOf(code[0] as (typeof RANK_CODES)[number]) + 1;
  const suit = code[1] as Suit;
  if (code.length !== 2 || rank === 0 || !SUITS.includes(suit)) throw new RangeError(`not a card: ${code}`);
  return { rank: rank as Rank, suit };
}
