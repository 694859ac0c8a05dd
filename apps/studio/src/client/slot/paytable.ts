/** Pays of the paytable in money: pays are whole coins and a coin is worth bet / betCoins minor units. */
import type { SlotRules } from '../../shared/play-api.ts';

/** One coin's worth at a total bet, minor units. */
export function coinValue(bet: number, betCoins: number): number {
  return bet / betCoins;
}

/** A pay of `coins` at a total bet, minor units (whole, since a bet is a whole number of coins). */
export function payInMoney(coins: number, bet: number, betCoins: number): number {
  return Math.round(coins * coinValue(bet, betCoins));
}

/** The counts a symbol pays for and what each pays at the bet, fewest first. */
export function symbolPays(
  pays: readonly number[],
  bet: number,
  betCoins: number,
): { count: number; amount: number }[] {
  return pays.flatMap((coins, count) =>
    coins > 0 ? [{ count, amount: payInMoney(coins, bet, betCoins) }] : [],
  );
}

/** A multiple of the total bet in minor units (bonus-buy price, drop prizes). */
export function betMultiple(inBets: number, bet: number): number {
  return Math.round(inBets * bet);
}

/** The counts that award free spins, with their spins (awards or retriggers tables). */
export function spinsByCount(table: readonly number[]): { count: number; spins: number }[] {
  return table.flatMap((spins, count) => (spins > 0 ? [{ count, spins }] : []));
}

/** The most ways a megaways game can show: the tallest height on every reel. */
export function megawaysMaxWays(rules: Pick<SlotRules, 'reels' | 'megaways'>): number {
  const heights = rules.megaways?.heights ?? [];
  if (heights.length === 0) return 0;
  return Math.max(...heights) ** rules.reels;
}

/** On average one drop in this many paid spins. */
export function spinsPerDrop(chance: number): number {
  return chance > 0 ? Math.round(1 / chance) : 0;
}
