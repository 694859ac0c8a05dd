/**
 * What a roulette bet is: a position on the table and an amount. Inside bets name the numbers they cover
 * (ascending); outside bets name their kind and, for dozens and columns, which one. Every bet pays
 * stake × (odds + 1) when the winning number is one of its numbers; zero loses every outside bet.
 */

/** Bets on numbers of the layout's grid (and zero). */
export type RouletteInsideKind = 'straight' | 'split' | 'street' | 'corner' | 'six-line';
/** The even-money outside bets; each is its own kind. */
export type RouletteEvenMoneyKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
/** Bets on the layout's outside boxes. */
export type RouletteOutsideKind = 'dozen' | 'column' | RouletteEvenMoneyKind;
/** Every kind of bet. */
export type RouletteBetKind = RouletteInsideKind | RouletteOutsideKind;

/** A dozen (1: 1–12, 2: 13–24, 3: 25–36) or a column (1: 1, 4, … 34; 2: 2, 5, … 35; 3: 3, 6, … 36). */
export type RouletteThird = 1 | 2 | 3;

/** An inside position: the numbers it covers, ascending. */
export interface RouletteInsidePosition {
  readonly kind: RouletteInsideKind;
  readonly numbers: readonly number[];
}

/** An outside position. */
export type RouletteOutsidePosition =
  | { readonly kind: 'dozen'; readonly dozen: RouletteThird }
  | { readonly kind: 'column'; readonly column: RouletteThird }
  | { readonly kind: RouletteEvenMoneyKind };

/** Where a bet is placed, without its amount. */
export type RouletteBetPosition = RouletteInsidePosition | RouletteOutsidePosition;

/** A bet: a position and its amount in minor units. Plain JSON data. */
export type RouletteBet = RouletteBetPosition & { readonly amount: number };

/** The odds each kind pays ("35 to 1"): a winning bet pays stake × (odds + 1), its stake included. */
export const ROULETTE_PAYOUT_ODDS: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  'six-line': 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** How many numbers an inside position of each kind covers. */
export const INSIDE_BET_SIZES: Readonly<Record<RouletteInsideKind, number>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  'six-line': 6,
};

/** Whether a kind is a bet kind at all (input from JSON may hold anything). */
export function isRouletteBetKind(kind: string): kind is RouletteBetKind {
  return Object.hasOwn(ROULETTE_PAYOUT_ODDS, kind);
}

/** Whether a position is an inside one. */
export function isInsidePosition(position: RouletteBetPosition): position is RouletteInsidePosition {
  return Object.hasOwn(INSIDE_BET_SIZES, position.kind);
}

/**
 * The position alone, with only the fields its kind has (a bet's amount and any stray field dropped), so two
 * bets on the same position compare equal.
 */
export function positionOf(bet: RouletteBetPosition): RouletteBetPosition {
  if (isInsidePosition(bet)) return { kind: bet.kind, numbers: [...bet.numbers] };
  switch (bet.kind) {
    case 'dozen':
      return { kind: 'dozen', dozen: bet.dozen };
    case 'column':
      return { kind: 'column', column: bet.column };
    default:
      return { kind: bet.kind };
  }
}

/** A text key that two bets share exactly when they are on the same position ('split:0-1', 'dozen:2', 'red'). */
export function rouletteBetKey(bet: RouletteBetPosition): string {
  if (isInsidePosition(bet)) return `${bet.kind}:${bet.numbers.join('-')}`;
  switch (bet.kind) {
    case 'dozen':
      return `dozen:${bet.dozen}`;
    case 'column':
      return `column:${bet.column}`;
    default:
      return bet.kind;
  }
}

/** Why a position cannot be bet on. */
export type RoulettePositionProblem =
  | 'unknown-kind'
  | 'wrong-number-count'
  | 'number-out-of-range'
  | 'numbers-not-ascending'
  | 'not-on-layout'
  | 'unknown-choice';
