/**
 * The table games' chips and limits in a currency: set in euro cents and scaled like the bet levels
 * (bet-levels.ts), rounded up to whole minor units. One table of each game, so one set of limits.
 */
import type { BaccaratTableLimits, RouletteTableLimits } from '@casino/game-math';
import { currencyScale } from './bet-levels.ts';

const EURO_CHIPS = [10, 50, 100, 500, 2_000, 10_000];
const EURO_COIN_VALUES = [10, 20, 50, 100, 200, 500, 1_000, 2_000];
const EURO_DEFAULT_COIN_VALUE = 20;

const scaled = (currency: string) => (cents: number) => Math.ceil(cents * currencyScale(currency));

export function tableChips(currency: string): number[] {
  return [...new Set(EURO_CHIPS.map(scaled(currency)))];
}

export function rouletteLimits(currency: string): RouletteTableLimits {
  const money = scaled(currency);
  return {
    insideMinimum: money(10),
    insideMaximum: money(10_000),
    outsideMinimum: money(10),
    outsideMaximum: money(50_000),
    spinMaximum: money(100_000),
  };
}

export function baccaratLimits(currency: string): BaccaratTableLimits {
  const money = scaled(currency);
  const limit = (max: number) => ({ min: money(10), max: money(max) });
  return {
    perBet: {
      player: limit(50_000),
      banker: limit(50_000),
      tie: limit(10_000),
      playerPair: limit(5_000),
      bankerPair: limit(5_000),
    },
    maxPerRound: money(100_000),
  };
}

/** A crash bet's stake limits: 0.10 to 100.00 in euro. */
export function crashLimits(currency: string): { min: number; max: number } {
  const money = scaled(currency);
  return { min: money(10), max: money(10_000) };
}

export function videoPokerCoinValues(currency: string): { values: number[]; defaultValue: number } {
  const values = [...new Set(EURO_COIN_VALUES.map(scaled(currency)))];
  return { values, defaultValue: scaled(currency)(EURO_DEFAULT_COIN_VALUE) };
}
