/**
 * The bets on the table as the player builds them: placements (what one action put down, undone whole) and the
 * bets they make once merged by position. The maths of positions and limits is @casino/game-math's.
 */
import {
  mergeRouletteBets,
  ROULETTE_INSIDE_POSITIONS,
  rouletteBetKey,
  type RouletteBet,
  type RouletteBetPosition,
  type RouletteInsideKind,
  type RouletteInsidePosition,
} from '@casino/game-math';

/** The chips one action put on the table: a click, a neighbour or announced bet, a repeat or a double. */
export type Placement = readonly RouletteBet[];

/** A bet of `amount` on a position. */
export function betOn(position: RouletteBetPosition, amount: number): RouletteBet {
  return { ...position, amount };
}

/** The bets of the placements, those on the same position merged, in order of each position's first chip. */
export function betsOfPlacements(placements: readonly Placement[]): RouletteBet[] {
  return mergeRouletteBets(placements.flat());
}

/** The sum of the bets' amounts, minor units. */
export function totalOf(bets: readonly RouletteBet[]): number {
  return bets.reduce((sum, bet) => sum + bet.amount, 0);
}

/** The amount on each position, by rouletteBetKey. */
export function amountsByPosition(bets: readonly RouletteBet[]): ReadonlyMap<string, number> {
  const amounts = new Map<string, number>();
  for (const bet of bets) {
    const key = rouletteBetKey(bet);
    amounts.set(key, (amounts.get(key) ?? 0) + bet.amount);
  }
  return amounts;
}

/** The inside positions of a kind that include `number`, in the maths' order (by ascending numbers). */
export function insidePositionsWith(number: number, kind: RouletteInsideKind): RouletteInsidePosition[] {
  return ROULETTE_INSIDE_POSITIONS.filter(
    (position) => position.kind === kind && position.numbers.includes(number),
  );
}
