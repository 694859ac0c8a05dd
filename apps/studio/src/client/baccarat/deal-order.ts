/**
 * The order a round's cards reach the table: player, banker, player, banker, then the player's third card and
 * the banker's third card when they drew (how @casino/game-math deals them from the shoe).
 */
import { baccaratTotal, type BaccaratRound, type Card } from '@casino/game-math';

export type BaccaratSide = 'player' | 'banker';

export interface DealtCard {
  readonly side: BaccaratSide;
  /** 0, 1 or 2: the card's place in its hand. */
  readonly place: number;
  readonly card: Card;
}

export function dealOrder(round: BaccaratRound): DealtCard[] {
  const at = (side: BaccaratSide, place: number): DealtCard[] => {
    const card = round[side].cards[place];
    return card ? [{ side, place, card }] : [];
  };
  return [
    ...at('player', 0),
    ...at('banker', 0),
    ...at('player', 1),
    ...at('banker', 1),
    ...at('player', 2),
    ...at('banker', 2),
  ];
}

/** The cards of one side among the first `count` dealt. */
export function cardsShown(round: BaccaratRound, side: BaccaratSide, count: number): Card[] {
  return dealOrder(round)
    .slice(0, count)
    .filter((dealt) => dealt.side === side)
    .map((dealt) => dealt.card);
}

/** The total of the cards shown so far (null before any). */
export function shownTotal(cards: readonly Card[]): number | null {
  return cards.length === 0 ? null : baccaratTotal(cards);
}
