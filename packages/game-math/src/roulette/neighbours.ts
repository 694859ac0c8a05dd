/**
 * Racetrack neighbour bets: a number and the `count` pockets either side of it on the wheel, each as a
 * straight bet. They are ordinary straights on the layout, so they settle, merge and meet the limits like
 * any other.
 */
import type { RouletteBet, RouletteInsidePosition } from './roulette-bet.ts';
import { EUROPEAN_WHEEL_ORDER, isRouletteNumber, ROULETTE_POCKETS } from './roulette-wheel.ts';

/** The fewest and most pockets either side a neighbour bet may take, and the count when none is given. */
export const NEIGHBOURS_MIN_COUNT = 1;
export const NEIGHBOURS_MAX_COUNT = 9;
export const NEIGHBOURS_DEFAULT_COUNT = 2;

/** Why a neighbour bet cannot be placed. */
export type NeighboursProblem = 'number-out-of-range' | 'count-out-of-range';

/** Why a neighbour bet on this number and count cannot be placed, or null when it can. */
export function validateNeighbours(
  number: number,
  count = NEIGHBOURS_DEFAULT_COUNT,
): NeighboursProblem | null {
  if (!isRouletteNumber(number)) return 'number-out-of-range';
  if (!Number.isInteger(count) || count < NEIGHBOURS_MIN_COUNT || count > NEIGHBOURS_MAX_COUNT)
    return 'count-out-of-range';
  return null;
}

/**
 * The straights on `number` and the `count` pockets either side of it, in wheel order (anticlockwise-most
 * first): neighbours(0, 2) covers 3, 26, 0, 32, 15.
 */
export function neighbours(number: number, count = NEIGHBOURS_DEFAULT_COUNT): RouletteInsidePosition[] {
  const problem = validateNeighbours(number, count);
  if (problem) throw new RangeError(`neighbours of ${number} (${count} either side): ${problem}`);
  const at = EUROPEAN_WHEEL_ORDER.indexOf(number);
  return Array.from({ length: 2 * count + 1 }, (_, i) => {
    const pocket = EUROPEAN_WHEEL_ORDER[(at - count + i + ROULETTE_POCKETS) % ROULETTE_POCKETS] as number;
    return { kind: 'straight', numbers: [pocket] };
  });
}

/** The neighbour straights with `amountEach` minor units on each. */
export function neighbourBets(number: number, count: number, amountEach: number): RouletteBet[] {
  if (!Number.isSafeInteger(amountEach) || amountEach <= 0)
    throw new RangeError('amountEach must be a positive integer');
  return neighbours(number, count).map((position) => ({ ...position, amount: amountEach }));
}
