/**
 * The 9/6 Jacks or Better pay table ("full pay": 9 for a full house, 6 for a flush), in coins won for a bet of
 * 1 to 5 coins. Every hand pays its per-coin amount times the coins bet, except the royal flush, which pays
 * 250 per coin up to 4 coins and 4000 (800 per coin) at 5, the bonus that makes the maximum bet the best one.
 * A win's payout is coin value × coins won: whole minor units, never rounded.
 */
import { HAND_CATEGORIES, type HandCategory } from './hand-category.ts';

/** The fewest coins a bet may have. */
export const VIDEO_POKER_MIN_COINS = 1;
/** The most coins a bet may have; it earns the royal-flush bonus. */
export const VIDEO_POKER_MAX_COINS = 5;

/** One paying hand: coins won for a bet of 1, 2, 3, 4 and 5 coins (column c − 1 for c coins). */
export interface PayTableRow {
  readonly category: Exclude<HandCategory, 'nothing'>;
  readonly pays: readonly [number, number, number, number, number];
}

/** 9/6 Jacks or Better, best hand first; 'nothing' pays 0 and has no row. */
export const JACKS_OR_BETTER_9_6: readonly PayTableRow[] = [
  { category: 'royal-flush', pays: [250, 500, 750, 1000, 4000] },
  { category: 'straight-flush', pays: [50, 100, 150, 200, 250] },
  { category: 'four-of-a-kind', pays: [25, 50, 75, 100, 125] },
  { category: 'full-house', pays: [9, 18, 27, 36, 45] },
  { category: 'flush', pays: [6, 12, 18, 24, 30] },
  { category: 'straight', pays: [4, 8, 12, 16, 20] },
  { category: 'three-of-a-kind', pays: [3, 6, 9, 12, 15] },
  { category: 'two-pair', pays: [2, 4, 6, 8, 10] },
  { category: 'jacks-or-better', pays: [1, 2, 3, 4, 5] },
];

/** Whether a coin count can be bet (a whole number from 1 to 5). */
export function isValidCoinCount(coins: number): boolean {
  return Number.isInteger(coins) && coins >= VIDEO_POKER_MIN_COINS && coins <= VIDEO_POKER_MAX_COINS;
}

/** Coins won by a hand of this category on a bet of `coins` coins. */
export function coinsWon(category: HandCategory, coins: number): number {
  return paysByCategoryIndex(coins)[HAND_CATEGORIES.indexOf(category)] as number;
}

/** Coins won on a bet of `coins` coins, indexed by category index (HAND_CATEGORIES order, 'nothing' last). */
export function paysByCategoryIndex(coins: number): readonly number[] {
  if (!isValidCoinCount(coins))
    throw new RangeError(`a bet has ${VIDEO_POKER_MIN_COINS}–${VIDEO_POKER_MAX_COINS} coins, got ${coins}`);
  return PAYS_BY_COINS[coins - 1] as readonly number[];
}

const PAYS_BY_COINS: readonly (readonly number[])[] = Array.from(
  { length: VIDEO_POKER_MAX_COINS },
  (_, column) =>
    HAND_CATEGORIES.map(
      (category) => JACKS_OR_BETTER_9_6.find((row) => row.category === category)?.pays[column] ?? 0,
    ),
);
