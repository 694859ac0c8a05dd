/**
 * The dice bet as the player types it: an amount in the §5 pattern (digits, then a dot or comma with at most two
 * decimals), a whole number of minor units within the game's lowest and highest bet levels and within the
 * balance. Halving and doubling keep to the levels.
 */
import { formatNumber, minorToDecimal, parseAmountToMinor, type Language } from '@casino/rules';
import type { BetLevels } from '../../shared/play-api.ts';

/** Why a typed bet cannot be played. */
export type BetProblem = 'format' | 'below-min' | 'above-max' | 'above-balance';

export interface BetLimits {
  /** Minor units. */
  readonly min: number;
  readonly max: number;
}

/** Dice takes any whole bet from the lowest level to the highest. */
export function betLimits(bets: BetLevels): BetLimits {
  const { levels } = bets;
  return { min: levels[0] ?? bets.defaultBet, max: levels[levels.length - 1] ?? bets.defaultBet };
}

export type BetCheck =
  | { readonly bet: number; readonly problem: null }
  | { readonly bet: number | null; readonly problem: BetProblem };

/** The bet a typed text asks for, and what stands in its way, if anything. */
export function checkBet(text: string, currency: string, limits: BetLimits, balance: number): BetCheck {
  const bet = parseAmountToMinor(text, currency);
  if (bet === null) return { bet: null, problem: 'format' };
  if (bet < limits.min) return { bet, problem: 'below-min' };
  if (bet > limits.max) return { bet, problem: 'above-max' };
  if (bet > balance) return { bet, problem: 'above-balance' };
  return { bet, problem: null };
}

/** A bet within the limits. */
export function clampBet(bet: number, limits: BetLimits): number {
  return Math.min(limits.max, Math.max(limits.min, Math.round(bet)));
}

/** Half the bet, rounded down to whole minor units, and never under the lowest bet. */
export function halveBet(bet: number, limits: BetLimits): number {
  return clampBet(Math.floor(bet / 2), limits);
}

/** Twice the bet, never over the highest bet. */
export function doubleBet(bet: number, limits: BetLimits): number {
  return clampBet(bet * 2, limits);
}

/** The bet as the field shows it: plain digits with the language's decimal mark, no grouping ('1,50' in German). */
export function betText(bet: number, currency: string, language: Language): string {
  const decimalMark = formatNumber(1.5, language, 1).charAt(1);
  return minorToDecimal(bet, currency).replace('.', decimalMark);
}
