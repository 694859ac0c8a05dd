/**
 * Table limits and the check of a whole spin's bets against them. Bets on the same position in one spin are
 * merged (their amounts added) rather than refused, since a player stacking chips on a number means one
 * larger bet; the minimum and maximum of inside and outside bets apply to each merged position, and the spin
 * maximum to the sum of all bets.
 */
import { validateRouletteBet, type RouletteBetProblem } from './bet-positions.ts';
import { isInsidePosition, positionOf, rouletteBetKey, type RouletteBet } from './roulette-bet.ts';

/** A table's limits, in minor units. */
export interface RouletteTableLimits {
  /** Smallest and largest amount on one inside position (straight, split, street, corner, six line). */
  readonly insideMinimum: number;
  readonly insideMaximum: number;
  /** Smallest and largest amount on one outside position (dozen, column, even-money). */
  readonly outsideMinimum: number;
  readonly outsideMaximum: number;
  /** Largest sum of all bets of one spin. */
  readonly spinMaximum: number;
}

/** Why a set of limits cannot be a table's. */
export type RouletteLimitsProblem = 'limit-not-positive-integer' | 'minimum-above-maximum';

/** Why a spin's bets cannot be placed together. */
export type RouletteSpinProblem =
  | RouletteBetProblem
  | 'no-bets'
  | 'below-inside-minimum'
  | 'above-inside-maximum'
  | 'below-outside-minimum'
  | 'above-outside-maximum'
  | 'above-spin-maximum';

/** A spin's problem and the index of the bet it is about (null for 'no-bets'). */
export interface RouletteSpinIssue {
  readonly problem: RouletteSpinProblem;
  readonly betIndex: number | null;
}

/** Why these limits cannot be a table's, or null when they can. */
export function validateRouletteTableLimits(limits: RouletteTableLimits): RouletteLimitsProblem | null {
  const { insideMinimum, insideMaximum, outsideMinimum, outsideMaximum, spinMaximum } = limits;
  const all = [insideMinimum, insideMaximum, outsideMinimum, outsideMaximum, spinMaximum];
  if (!all.every((limit) => Number.isSafeInteger(limit) && limit > 0)) return 'limit-not-positive-integer';
  if (insideMinimum > insideMaximum || outsideMinimum > outsideMaximum) return 'minimum-above-maximum';
  if (Math.min(insideMinimum, outsideMinimum) > spinMaximum) return 'minimum-above-maximum';
  return null;
}

/** The bets with those on the same position merged into one, in order of each position's first bet. */
export function mergeRouletteBets(bets: readonly RouletteBet[]): RouletteBet[] {
  const merged = new Map<string, RouletteBet>();
  bets.forEach((bet, index) => {
    const problem = validateRouletteBet(bet);
    if (problem) throw new RangeError(`roulette bet ${index}: ${problem}`);
    const key = rouletteBetKey(bet);
    const amount = (merged.get(key)?.amount ?? 0) + bet.amount;
    if (!Number.isSafeInteger(amount)) throw new RangeError(`roulette bet ${index}: merged amount too large`);
    merged.set(key, { ...positionOf(bet), amount });
  });
  return [...merged.values()];
}

/**
 * The first problem of a spin's bets under these limits, or null when they can all be placed. Checked in this
 * order: each bet on its own (position, amount), in order; then, adding the bets up in order, the first bet
 * that takes its position above the inside or outside maximum or the spin above its maximum; then the first
 * position whose merged amount is below its minimum, named by the index of its first bet.
 */
export function validateRouletteSpin(
  bets: readonly RouletteBet[],
  limits: RouletteTableLimits,
): RouletteSpinIssue | null {
  const limitsProblem = validateRouletteTableLimits(limits);
  if (limitsProblem) throw new RangeError(`roulette table limits: ${limitsProblem}`);
  if (bets.length === 0) return { problem: 'no-bets', betIndex: null };
  for (const [index, bet] of bets.entries()) {
    const problem = validateRouletteBet(bet);
    if (problem) return { problem, betIndex: index };
  }

  const positions = new Map<string, { firstIndex: number; amount: number; inside: boolean }>();
  let spinTotal = 0;
  for (const [index, bet] of bets.entries()) {
    const key = rouletteBetKey(bet);
    const position = positions.get(key) ?? { firstIndex: index, amount: 0, inside: isInsidePosition(bet) };
    position.amount += bet.amount;
    positions.set(key, position);
    spinTotal += bet.amount;
    const maximum = position.inside ? limits.insideMaximum : limits.outsideMaximum;
    if (position.amount > maximum)
      return { problem: position.inside ? 'above-inside-maximum' : 'above-outside-maximum', betIndex: index };
    if (spinTotal > limits.spinMaximum) return { problem: 'above-spin-maximum', betIndex: index };
  }

  for (const { firstIndex, amount, inside } of positions.values()) {
    if (amount < (inside ? limits.insideMinimum : limits.outsideMinimum))
      return { problem: inside ? 'below-inside-minimum' : 'below-outside-minimum', betIndex: firstIndex };
  }
  return null;
}
