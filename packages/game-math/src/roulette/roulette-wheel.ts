/**
 * The European (single-zero) roulette wheel: 37 pockets, 0 to 36. A spin is one draw, stream.int(37), and the
 * number drawn is the winning pocket; the wheel order only matters to the racetrack (neighbour bets) and to
 * how the UI animates the ball.
 */
import type { RandomStream } from '../fairness/random-stream.ts';

/** Pockets on the wheel: 0 to 36. */
export const ROULETTE_POCKETS = 37;

/** The pockets clockwise round the European wheel, starting at 0. */
export const EUROPEAN_WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/** The red numbers, ascending. */
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/** The black numbers, ascending. */
export const BLACK_NUMBERS: readonly number[] = Array.from({ length: 36 }, (_, i) => i + 1).filter(
  (number) => !RED_NUMBERS.includes(number),
);

/** Zero is green; every other pocket red or black. */
export type RouletteColor = 'green' | 'red' | 'black';

/** Whether a value is a pocket of the wheel (an integer 0–36). */
export function isRouletteNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < ROULETTE_POCKETS;
}

/** The colour of a pocket. */
export function rouletteColor(number: number): RouletteColor {
  if (!isRouletteNumber(number)) throw new RangeError(`not a roulette number: ${number}`);
  if (number === 0) return 'green';
  return RED_NUMBERS.includes(number) ? 'red' : 'black';
}

/** Spins the wheel: the winning number, stream.int(37), the spin's only draw. */
export function spinRoulette(stream: RandomStream): number {
  return stream.int(ROULETTE_POCKETS);
}
