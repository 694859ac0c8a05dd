import { DEPOSIT_BANNER_DEFAULT_AMOUNT } from './currencies.ts';
import { minorDigits } from './money.ts';

/**
 * §5 bonus-money block and the wagering contribution of each game: pure rules for the bonus engine and the
 * game launch.
 */

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
  /** The active bonus's wagering-games list; null or empty when the bonus does not restrict games. */
  wageringGameIds: readonly string[] | null;
  gameId: string;
  /** The player's available real balance, minor units. */
  realBalance: number;
  currency: string;
}

/**
 * §5: a game is blocked when the player has a positive bonus balance, the bonus has a wagering-games list that
 * excludes the game, and the real balance is below the threshold. The launch then shows
 * `gameNotification.notAvailable`.
 */
export function isBlockedByBonusMoney(input: BonusBlockInput): boolean {
  if (input.bonusBalance <= 0) return false;
  if (!input.wageringGameIds || input.wageringGameIds.length === 0) return false;
  if (input.wageringGameIds.includes(input.gameId)) return false;
  return input.realBalance < bonusBlockThreshold(input.currency);
}

/** The kinds of game whose stakes count differently towards wagering. */
export const WAGERING_GAME_KINDS = [
  'slot',
  'megaways',
  'bonusBuy',
  'dropsAndWins',
  'instant',
  'crash',
  'table',
  'live',
] as const;
export type WageringGameKind = (typeof WAGERING_GAME_KINDS)[number];

/**
 * Percent of a stake that counts towards a bonus's wagering requirement, by game kind. Slots count in full;
 * games with a low house edge or a bought feature count little or nothing, as at most licensed casinos, because
 * they would let a bonus be wagered off at almost no cost.
 */
export const WAGERING_CONTRIBUTION_PERCENT: Readonly<Record<WageringGameKind, number>> = {
  slot: 100,
  megaways: 100,
  dropsAndWins: 100,
  bonusBuy: 0,
  instant: 20,
  crash: 20,
  table: 10,
  live: 10,
};

export interface WageringGame {
  kind: WageringGameKind;
  /** The Game entity's isWagering flag: false when the operator excludes the game from wagering. */
  isWagering: boolean;
  /** An operator's per-game percentage, replacing the kind's. */
  contributionPercent?: number;
}

/** How much of a stake (minor units) counts towards wagering; rounded down, never negative. */
export function wageringContribution(stake: number, game: WageringGame): number {
  if (!game.isWagering || stake <= 0) return 0;
  const percent = Math.min(
    100,
    Math.max(0, game.contributionPercent ?? WAGERING_CONTRIBUTION_PERCENT[game.kind]),
  );
  return Math.floor((stake * percent) / 100);
}
