/**
 * Punto banco card values and drawing rules, on points (0–9) so the deal and the exact analysis read the same
 * rules. A hand's total is the sum of its points modulo 10. A two-card 8 or 9 on either side is a natural and
 * ends the deal. Otherwise the player draws on 0–5 and stands on 6–7; the banker then draws on 0–5 when the
 * player stood, and by the tableau (banker's two-card total against the player's third card) when the player
 * drew.
 */
import type { Card } from '../cards/cards.ts';

/**
 * The banker's tableau after the player drew: row t lists the points of the player's third card on which a
 * banker with two-card total t draws; on any other card the banker stands. Rows 0–7 (8 and 9 are naturals).
 */
export const BACCARAT_BANKER_TABLEAU: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [0, 1, 2, 3, 4, 5, 6, 7, 9],
  [2, 3, 4, 5, 6, 7],
  [4, 5, 6, 7],
  [6, 7],
  [],
];

/** The highest two-card total the player draws on, and the banker when the player stood (5). */
export const BACCARAT_DRAWS_UP_TO = 5;

/** The points of a card: ace 1, 2–9 their face value, 10 and the faces 0. */
export function baccaratPoints(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** The total of a hand: the sum of its points modulo 10. */
export function baccaratTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + baccaratPoints(card), 0) % 10;
}

/** Whether a two-card total is a natural (8 or 9), which ends the deal. */
export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

/** Whether the player draws a third card on a two-card total (no natural on either side). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= BACCARAT_DRAWS_UP_TO;
}

/**
 * Whether the banker draws a third card on a two-card total (no natural on either side), given the points of
 * the player's third card, or null when the player stood.
 */
export function bankerDraws(bankerTotal: number, playerThirdPoints: number | null): boolean {
  if (playerThirdPoints === null) return bankerTotal <= BACCARAT_DRAWS_UP_TO;
  return BACCARAT_BANKER_TABLEAU[bankerTotal]?.includes(playerThirdPoints) ?? false;
}
