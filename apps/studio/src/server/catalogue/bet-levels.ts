/**
 * Bet levels per currency. The ladder is set in euro cents (0.10 to 100.00) and scaled for other currencies;
 * a slot's levels are rounded up to whole multiples of its betCoins (a coin must be whole minor units), so a
 * game whose total bet is 100 coins starts at 1.00.
 */
import type { BetLevels } from '../../shared/play-api.ts';
const EURO_LADDER = [10, 20, 40, 50, 100, 200, 400, 500, 1_000, 2_000, 5_000, 10_000];
/** The level a new session starts on, in euro cents. */
const EURO_DEFAULT = 100;
/** Euro cents to minor units of a currency, rough and round. */
const CURRENCY_SCALE: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1,
  GBP: 1,
  CHF: 1,
  CAD: 1.5,
  AUD: 1.5,
  NZD: 1.5,
  RON: 5,
  PLN: 5,
  BRL: 5,
  DRL: 5,
  DKK: 7.5,
  NOK: 10,
  SEK: 10,
  CZK: 25,
  INR: 90,
  ISK: 150,
};

export function currencyScale(currency: string): number {
  return CURRENCY_SCALE[currency] ?? 1;
}

/** The bets a game takes in a currency; `betCoins` is 1 for games that take any whole amount (dice). */
export function betLevels(currency: string, betCoins: number): BetLevels {
  const scale = currencyScale(currency);
  const levels = [
    ...new Set(EURO_LADDER.map((cents) => Math.ceil((cents * scale) / betCoins) * betCoins)),
  ].sort((a, b) => a - b);
  const wanted = EURO_DEFAULT * scale;
  const defaultBet = levels.find((level) => level >= wanted) ?? (levels[levels.length - 1] as number);
  return { currency, levels, defaultBet };
}

/** The virtual balance a demo session starts with: 1,000.00 euro, scaled. */
export function demoStartingBalance(currency: string): number {
  return Math.round(100_000 * currencyScale(currency));
}
