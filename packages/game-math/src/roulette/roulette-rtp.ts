/**
 * The return to player of roulette bets, by enumerating the 37 equally likely winning numbers. Every bet
 * covering k numbers pays odds + 1 = 36 / k times its stake, so each returns 36 / 37 (97.297… %, a house edge
 * of 1/37 = 2.702… %).
 */
import { rouletteBetNumbers } from './bet-positions.ts';
import { ROULETTE_PAYOUT_ODDS, type RouletteBetPosition } from './roulette-bet.ts';
import { ROULETTE_POCKETS } from './roulette-wheel.ts';

/** A fraction in lowest terms, with its nearest double for display. */
export interface RouletteRatio {
  readonly numerator: number;
  readonly denominator: number;
  /** numerator / denominator as the nearest double. */
  readonly value: number;
}

/** The return of every bet on the single-zero wheel: exactly 36/37. */
export const ROULETTE_RTP: RouletteRatio = { numerator: 36, denominator: 37, value: 36 / 37 };

/** The exact return of one unit on a position: its payouts over the 37 winning numbers, divided by 37. */
export function rtpOfRouletteBet(position: RouletteBetPosition): RouletteRatio {
  const covered = rouletteBetNumbers(position);
  let returned = 0;
  for (let number = 0; number < ROULETTE_POCKETS; number += 1)
    if (covered.includes(number)) returned += ROULETTE_PAYOUT_ODDS[position.kind] + 1;
  const divisor = greatestCommonDivisor(returned, ROULETTE_POCKETS);
  const numerator = returned / divisor;
  const denominator = ROULETTE_POCKETS / divisor;
  return { numerator, denominator, value: numerator / denominator };
}

function greatestCommonDivisor(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}
