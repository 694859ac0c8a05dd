/**
 * Settling a spin: each bet whose numbers hold the winning number pays stake × (odds + 1), its stake
 * included; every other bet loses its stake. Amounts are whole minor units and odds whole numbers, so no
 * payout is rounded.
 */
import type { RandomStream } from '../fairness/random-stream.ts';
import { rouletteBetNumbers, validateRouletteBet } from './bet-positions.ts';
import { ROULETTE_PAYOUT_ODDS, type RouletteBet } from './roulette-bet.ts';
import { isRouletteNumber, rouletteColor, spinRoulette, type RouletteColor } from './roulette-wheel.ts';

/** A winning bet, by its index in the spin's bets, and what it pays back in minor units. */
export interface RouletteWin {
  readonly betIndex: number;
  readonly payout: number;
}

/** A settled spin; plain JSON data. */
export interface RouletteSettlement {
  readonly number: number;
  readonly color: RouletteColor;
  /** The winning bets only, in bet order. */
  readonly wins: readonly RouletteWin[];
  /** Sum of all amounts staked, minor units. */
  readonly totalStake: number;
  /** Sum of the wins' payouts, stakes of winning bets included, minor units. */
  readonly totalPayout: number;
}

/** Settles bets on a winning number. Throws RangeError on a number that is not 0–36 or an invalid bet. */
export function settleRoulette(number: number, bets: readonly RouletteBet[]): RouletteSettlement {
  if (!isRouletteNumber(number)) throw new RangeError(`not a roulette number: ${number}`);
  checkBets(bets);
  const wins: RouletteWin[] = [];
  let totalStake = 0;
  let totalPayout = 0;
  for (const [betIndex, bet] of bets.entries()) {
    totalStake += bet.amount;
    if (!rouletteBetNumbers(bet).includes(number)) continue;
    const payout = bet.amount * (ROULETTE_PAYOUT_ODDS[bet.kind] + 1);
    wins.push({ betIndex, payout });
    totalPayout += payout;
  }
  // A product or sum past 2^53 would no longer be exact; no real table comes near it.
  if (!Number.isSafeInteger(totalStake) || !Number.isSafeInteger(totalPayout))
    throw new RangeError('roulette amounts too large to settle exactly');
  return { number, color: rouletteColor(number), wins, totalStake, totalPayout };
}

/** Checks the bets, spins the wheel (the round's only draw) and settles them. */
export function playRoulette(stream: RandomStream, bets: readonly RouletteBet[]): RouletteSettlement {
  checkBets(bets); // before the draw, so a refused spin uses no randomness
  return settleRoulette(spinRoulette(stream), bets);
}

function checkBets(bets: readonly RouletteBet[]): void {
  for (const [index, bet] of bets.entries()) {
    const problem = validateRouletteBet(bet);
    if (problem) throw new RangeError(`roulette bet ${index}: ${problem}`);
  }
}
