/** What a blackjack hand counts: aces 1 or 11, tens and pictures 10, other cards their rank. */
import type { Card } from '../cards/cards.ts';

/** Blackjack's best total: 21. */
export const BLACKJACK_TOTAL = 21;

/** A hand's total, with an ace counted as 11 when that does not bust it (then the hand is soft). */
export interface BlackjackHandValue {
  readonly total: number;
  readonly soft: boolean;
}

/** A card's points with an ace as 1: 1–10. */
export function blackjackCardPoints(card: Card): number {
  return Math.min(card.rank, 10);
}

/** The total of cards whose points (aces as 1) add up to `hardPoints`, counting one ace as 11 if it fits. */
export function valueOfPoints(hardPoints: number, hasAce: boolean): BlackjackHandValue {
  const soft = hasAce && hardPoints + 10 <= BLACKJACK_TOTAL;
  return { total: soft ? hardPoints + 10 : hardPoints, soft };
}

/** The value of a hand. */
export function blackjackHandValue(cards: readonly Card[]): BlackjackHandValue {
  let points = 0;
  let hasAce = false;
  for (const card of cards) {
    points += blackjackCardPoints(card);
    if (card.rank === 1) hasAce = true;
  }
  return valueOfPoints(points, hasAce);
}

/** An ace and a ten-value card as a hand's first two cards (whether it counts as a blackjack is the round's call). */
export function isTwoCard21(cards: readonly Card[]): boolean {
  return cards.length === 2 && blackjackHandValue(cards).total === BLACKJACK_TOTAL;
}

/** Two cards of the same rank: a pair that may be split. */
export function isPair(cards: readonly Card[]): boolean {
  const [first, second] = cards;
  return cards.length === 2 && first !== undefined && second !== undefined && first.rank === second.rank;
}
