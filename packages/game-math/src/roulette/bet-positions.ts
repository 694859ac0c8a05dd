/**
 * Which numbers each position covers and whether a bet can be placed. Zero is covered by no outside position,
 * so it loses every outside bet (no la partage or en prison).
 */
import { validateInsidePosition } from './inside-positions.ts';
import {
  isInsidePosition,
  isRouletteBetKind,
  type RouletteBet,
  type RouletteBetPosition,
  type RouletteOutsidePosition,
  type RoulettePositionProblem,
} from './roulette-bet.ts';
import { BLACK_NUMBERS, RED_NUMBERS } from './roulette-wheel.ts';

/** Why a bet cannot be placed: its position, or an amount that is not a positive whole number of minor units. */
export type RouletteBetProblem = RoulettePositionProblem | 'amount-not-positive-integer';

/** Every outside position: the three dozens, the three columns and the six even-money bets. */
export const ROULETTE_OUTSIDE_POSITIONS: readonly RouletteOutsidePosition[] = [
  { kind: 'dozen', dozen: 1 },
  { kind: 'dozen', dozen: 2 },
  { kind: 'dozen', dozen: 3 },
  { kind: 'column', column: 1 },
  { kind: 'column', column: 2 },
  { kind: 'column', column: 3 },
  { kind: 'red' },
  { kind: 'black' },
  { kind: 'odd' },
  { kind: 'even' },
  { kind: 'low' },
  { kind: 'high' },
];

const ONE_TO_36 = Array.from({ length: 36 }, (_, i) => i + 1);

/** Why a position cannot be bet on, or null when it can. */
export function validateRouletteBetPosition(position: RouletteBetPosition): RoulettePositionProblem | null {
  // Bets arrive as JSON, so the shape is checked before the fields are read.
  if (typeof position !== 'object' || position === null) return 'unknown-kind';
  if (typeof position.kind !== 'string' || !isRouletteBetKind(position.kind)) return 'unknown-kind';
  if (isInsidePosition(position)) return validateInsidePosition(position.kind, position.numbers);
  if (position.kind === 'dozen' && !isThird(position.dozen)) return 'unknown-choice';
  if (position.kind === 'column' && !isThird(position.column)) return 'unknown-choice';
  return null;
}

/** Why a bet cannot be placed, or null when it can. */
export function validateRouletteBet(bet: RouletteBet): RouletteBetProblem | null {
  const problem = validateRouletteBetPosition(bet);
  if (problem) return problem;
  return Number.isSafeInteger(bet.amount) && bet.amount > 0 ? null : 'amount-not-positive-integer';
}

/** The numbers a position wins on, ascending. */
export function rouletteBetNumbers(position: RouletteBetPosition): readonly number[] {
  const problem = validateRouletteBetPosition(position);
  if (problem) throw new RangeError(`roulette position ${JSON.stringify(position)}: ${problem}`);
  if (isInsidePosition(position)) return position.numbers;
  switch (position.kind) {
    case 'dozen':
      return ONE_TO_36.filter((number) => Math.ceil(number / 12) === position.dozen);
    case 'column':
      return ONE_TO_36.filter((number) => ((number - 1) % 3) + 1 === position.column);
    case 'red':
      return RED_NUMBERS;
    case 'black':
      return BLACK_NUMBERS;
    case 'odd':
      return ONE_TO_36.filter((number) => number % 2 === 1);
    case 'even':
      return ONE_TO_36.filter((number) => number % 2 === 0);
    case 'low':
      return ONE_TO_36.filter((number) => number <= 18);
    case 'high':
      return ONE_TO_36.filter((number) => number >= 19);
  }
}

function isThird(value: unknown): boolean {
  return value === 1 || value === 2 || value === 3;
}
