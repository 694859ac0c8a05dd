/**
 * Dice: a roll is stream.int(10000) / 100, a number from 0.00 to 99.99 in steps of 0.01. The player bets that
 * it lands under a target (roll < target) or over it (roll > target). The payout multiplier is
 * (1 − houseEdge) × 100 / chance %, floored to 4 decimals, and the payout is bet × multiplier floored to whole
 * minor units. Everything is computed on integers (rolls and targets in hundredths, the edge in basis points,
 * the multiplier in ten-thousandths), so results are exact.
 *
 * Targets: a multiple of 0.01 from 0.00 to 99.99 whose win chance is between 1 % and 98 % inclusive. Below 1 %
 * the multiplier would exceed 99× (a liability a table limit should not have to absorb); above 98 % the
 * multiplier is so close to 1 that the bet is pointless.
 */
import type { RandomStream } from '../fairness/random-stream.ts';
import { basisPoints } from '../house-edge.ts';

/** Possible rolls: 0.00 to 99.99. */
export const DICE_OUTCOMES = 10_000;
/** Win chance limits, in outcomes of 10,000 (1 % and 98 %). */
export const DICE_MIN_WINNING_OUTCOMES = 100;
export const DICE_MAX_WINNING_OUTCOMES = 9_800;
const MULTIPLIER_SCALE = 10_000;

/** 'under' wins on roll < target, 'over' on roll > target. */
export type DiceDirection = 'over' | 'under';

/** What a dice bet is on. */
export interface DiceBet {
  readonly direction: DiceDirection;
  /** The target, 0.00–99.99 with at most two decimals. */
  readonly target: number;
  /** The house edge as a fraction (0.01 = 1 %), a whole number of basis points. */
  readonly houseEdge: number;
}

/** Why a target cannot be bet on (see validateDiceTarget). */
export type DiceTargetProblem =
  'target-not-hundredths' | 'target-out-of-range' | 'chance-too-low' | 'chance-too-high';

/** A settled roll. */
export interface DiceRoll {
  /** The roll, 0.00–99.99. */
  readonly roll: number;
  readonly rollHundredths: number;
  readonly won: boolean;
  /** The multiplier paid on a win, 4 decimals. */
  readonly multiplier: number;
  /** Minor units paid back (0 on a loss). */
  readonly payout: number;
}

/** Why a target cannot be bet on, or null when it can. */
export function validateDiceTarget(direction: DiceDirection, target: number): DiceTargetProblem | null {
  const hundredths = Math.round(target * 100);
  if (!Number.isFinite(target) || Math.abs(hundredths - target * 100) > 1e-6) return 'target-not-hundredths';
  if (hundredths < 0 || hundredths >= DICE_OUTCOMES) return 'target-out-of-range';
  const outcomes = winningOutcomes(direction, hundredths);
  if (outcomes < DICE_MIN_WINNING_OUTCOMES) return 'chance-too-low';
  if (outcomes > DICE_MAX_WINNING_OUTCOMES) return 'chance-too-high';
  return null;
}

/** The win chance in percent (49.5 for under 49.50), exact to two decimals. */
export function diceWinChance(direction: DiceDirection, target: number): number {
  return winningOutcomes(direction, checkedTarget(direction, target)) / 100;
}

/** The payout multiplier, floored to 4 decimals (1.98 for under 50.00 at a 1 % edge). */
export function diceMultiplier(bet: DiceBet): number {
  return multiplierTenThousandths(bet) / MULTIPLIER_SCALE;
}

/** Rolls once and settles a bet of `stake` minor units. */
export function playDice(stream: RandomStream, bet: DiceBet, stake: number): DiceRoll {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stake must be a non-negative integer');
  const multiplier = multiplierTenThousandths(bet);
  const target = checkedTarget(bet.direction, bet.target);
  const rollHundredths = stream.int(DICE_OUTCOMES);
  const won = bet.direction === 'under' ? rollHundredths < target : rollHundredths > target;
  return {
    roll: rollHundredths / 100,
    rollHundredths,
    won,
    multiplier: multiplier / MULTIPLIER_SCALE,
    payout: won ? payoutFor(stake, multiplier) : 0,
  };
}

/**
 * The return to player of a bet: chance × multiplier. With a stake it also counts the flooring of the payout
 * to whole minor units (which only ever lowers it).
 */
export function rtpOfDice(bet: DiceBet, stake?: number): number {
  const target = checkedTarget(bet.direction, bet.target);
  const chance = winningOutcomes(bet.direction, target) / DICE_OUTCOMES;
  const multiplier = multiplierTenThousandths(bet);
  if (stake === undefined) return (chance * multiplier) / MULTIPLIER_SCALE;
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError('stake must be a positive integer');
  return (chance * payoutFor(stake, multiplier)) / stake;
}

function winningOutcomes(direction: DiceDirection, targetHundredths: number): number {
  return direction === 'under' ? targetHundredths : DICE_OUTCOMES - 1 - targetHundredths;
}

function checkedTarget(direction: DiceDirection, target: number): number {
  const problem = validateDiceTarget(direction, target);
  if (problem) throw new RangeError(`dice target ${direction} ${target}: ${problem}`);
  return Math.round(target * 100);
}

function multiplierTenThousandths(bet: DiceBet): number {
  const outcomes = winningOutcomes(bet.direction, checkedTarget(bet.direction, bet.target));
  return Math.floor(((DICE_OUTCOMES - basisPoints(bet.houseEdge)) * MULTIPLIER_SCALE) / outcomes);
}

function payoutFor(stake: number, multiplierTenThousandths: number): number {
  return Number((BigInt(stake) * BigInt(multiplierTenThousandths)) / BigInt(MULTIPLIER_SCALE));
}
