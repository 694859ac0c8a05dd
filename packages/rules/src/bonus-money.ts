import { DEPOSIT_BANNER_DEFAULT_AMOUNT } from './currencies.ts';
import { minorDigits } from './money.ts';

/** §5 bonus-money block: a pure rule for the game launch. */

/**
 * The real-balance threshold of the bonus-money block, decided here (the spec leaves it open): one euro, scaled
 * to other currencies like the deposit limits (by the §9 deposit-banner defaults, EUR 50 = 1×). Below it a
 * player's stakes would come out of bonus money, so a game the bonus excludes is blocked; from one euro up
 * they play with their own money, which no bonus may restrict.
 */
export const BONUS_BLOCK_THRESHOLD_EUR = 1;

/** The threshold in minor units of `currency`. */
export function bonusBlockThreshold(currency: string): number {
  const euroDefault = DEPOSIT_BANNER_DEFAULT_AMOUNT.EUR ?? 50;
  const factor = (DEPOSIT_BANNER_DEFAULT_AMOUNT[currency] ?? euroDefault) / euroDefault;
  return Math.round(BONUS_BLOCK_THRESHOLD_EUR * factor * 10 ** minorDigits(currency));
}

export interface BonusBlockInput {
  /** The player's bonus balance, minor units. */
  bonusBalance: number;
  /**
   * Whether the game's stakes count towards the active bonus's wagering (its weight under the bonus's terms is
   * above 0 %); null without an active bonus.
   */
  gameCounts: boolean | null;
  /** The player's available real balance, minor units. */
  realBalance: number;
  currency: string;
}

/**
 * §5: a game is blocked when the player has a positive bonus balance, the bonus's wagering games (those that
 * count towards it) exclude the game, and the real balance is below the threshold. The launch then shows
 * `gameNotification.notAvailable`.
 */
export function isBlockedByBonusMoney(input: BonusBlockInput): boolean {
  if (input.bonusBalance <= 0 || input.gameCounts !== false) return false;
  return input.realBalance < bonusBlockThreshold(input.currency);
}
