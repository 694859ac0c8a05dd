/**
 * The dice bet as the player sets it: a win chance and a direction give the target; the multiplier and payout
 * come from @casino/game-math, so the screen shows exactly what the server pays.
 */
import { diceMultiplier, validateDiceTarget, type DiceDirection } from '@casino/game-math';

/** Chance in percent with two decimals, as hundredths (49.5 % is 4950). */
function hundredths(value: number): number {
  return Math.round(value * 100);
}

/** The target for a win chance: under t wins with chance t, over t with chance 99.99 − t. */
export function targetForChance(direction: DiceDirection, chance: number): number {
  const target = direction === 'under' ? hundredths(chance) : 9999 - hundredths(chance);
  return target / 100;
}

/** A chance the player typed or slid to, within the game's limits and to two decimals. */
export function clampChance(chance: number, min: number, max: number): number {
  if (!Number.isFinite(chance)) return min;
  return hundredths(Math.min(max, Math.max(min, chance))) / 100;
}

export interface DiceQuote {
  readonly target: number;
  /** The payout multiplier, 4 decimals. */
  readonly multiplier: number;
  /** What a win pays for the stake, minor units. */
  readonly payout: number;
}

/** Target, multiplier and payout on a win for a chance, direction, house edge and stake; null if not allowed. */
export function diceQuote(
  direction: DiceDirection,
  chance: number,
  houseEdge: number,
  stake: number,
): DiceQuote | null {
  const target = targetForChance(direction, chance);
  if (validateDiceTarget(direction, target) !== null) return null;
  const multiplier = diceMultiplier({ direction, target, houseEdge });
  // Same flooring as the server: stake × multiplier in ten-thousandths, floored to whole minor units.
  const payout = Math.floor((stake * Math.round(multiplier * 10_000)) / 10_000);
  return { target, multiplier, payout };
}
