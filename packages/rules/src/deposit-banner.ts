import {
  DEPOSIT_BANNER_DEFAULT_AMOUNT,
  DEPOSIT_BANNER_DEFAULT_THRESHOLD,
  DEPOSIT_BANNER_THRESHOLD,
} from './currencies.ts';
import { minorDigits } from './money.ts';

/** §5 and §9: the banner amount is typed as whole major units, at most 10 digits. */
export const DEPOSIT_BANNER_AMOUNT_MAX_LENGTH = 10;

/** The welcome bonus card shows to players with fewer qualifying deposits than this (§6). */
export const WELCOME_CARD_MAX_DEPOSITS = 3;

/** The amount the banner starts with for a currency (§9); a currency without one falls back to EUR's. */
export function depositBannerDefaultAmount(currency: string): string {
  return String(DEPOSIT_BANNER_DEFAULT_AMOUNT[currency] ?? DEPOSIT_BANNER_DEFAULT_AMOUNT.EUR ?? 50);
}

/**
 * What the field keeps of a typed value (§5): digits only, at most 10, never a leading 0. Other characters
 * are dropped rather than refused, so typing or pasting '1,000' gives '1000'.
 */
export function sanitizeDepositBannerInput(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, DEPOSIT_BANNER_AMOUNT_MAX_LENGTH);
}

/** §5 and §8: an empty or zero amount is an error ('errors.depositBannerError') and disables the button. */
export function depositBannerAmountValid(amount: string): boolean {
  return /^[1-9]\d{0,9}$/.test(amount);
}

/** The §9 threshold in major units: below it the banner shows to a player. */
export function depositBannerThreshold(currency: string): number {
  return DEPOSIT_BANNER_THRESHOLD[currency] ?? DEPOSIT_BANNER_DEFAULT_THRESHOLD;
}

/**
 * Whether the banner shows (§6, §9): always to guests; to a player while the total balance (minor units) is
 * below the threshold of its currency, and when there is no balance to compare.
 */
export function depositBannerVisible(
  player: { balanceMinor: number; currency: string } | null | undefined,
  authenticated: boolean,
): boolean {
  if (!authenticated || !player) return true;
  const thresholdMinor = depositBannerThreshold(player.currency) * 10 ** minorDigits(player.currency);
  return player.balanceMinor < thresholdMinor;
}

/**
 * The welcome bonus card (§6): guests always; players with fewer than 3 qualifying deposits, which are the
 * completed deposits of the payment history. An unknown count (not loaded) hides it for players.
 */
export function welcomeCardVisible(authenticated: boolean, completedDeposits: number | null): boolean {
  if (!authenticated) return true;
  return completedDeposits !== null && completedDeposits < WELCOME_CARD_MAX_DEPOSITS;
}
