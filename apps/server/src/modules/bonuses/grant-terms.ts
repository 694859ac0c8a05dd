import type { GameCategory } from '@casino/rules';
import type { BonusTerms, GameContributions, GameType } from '@casino/contracts';

/**
 * The arithmetic of a grant (docs/bonuses.md, Grants): what the campaign's terms come to for one player in one
 * currency, and how a stake counts towards wagering. Pure; amounts are minor units.
 */

/** What a grant is made of, from the terms and what triggered it. */
export interface GrantFigures {
  amount: number;
  wageringRequired: number;
  maxBet: number;
  minBet: number | null;
  maxCashOut: number | null;
}

/**
 * The figures of a grant in `currency`; null when the terms pay nothing there (no bonus money and no free spins,
 * or a percentage of nothing). `qualifying` is the deposit (or win) a percentage is taken of.
 */
export function grantFigures(
  terms: BonusTerms,
  currency: string,
  qualifying: number | null,
): GrantFigures | null {
  const amount = bonusAmount(terms, currency, qualifying);
  if (amount === 0 && !terms.freeSpins) return null;
  const maxBet = amountIn(terms.maxBet, currency);
  if (maxBet === undefined) return null;
  const base = amount + (terms.wagering.base === 'bonus_and_deposit' ? (qualifying ?? 0) : 0);
  return {
    amount,
    wageringRequired: Math.ceil(base * terms.wagering.multiple),
    maxBet,
    minBet: amountIn(terms.minBet, currency) ?? null,
    maxCashOut: terms.maxCashOutMultiple === null ? null : Math.floor(amount * terms.maxCashOutMultiple),
  };
}

/**
 * The figures of the bonus a free-spins win becomes: the win itself, wagered the terms' multiple of it (a win has
 * no deposit, so a `bonus_and_deposit` base is the win alone), within the terms' bets and cash-out cap.
 */
export function winningsFigures(terms: BonusTerms, currency: string, win: number): GrantFigures {
  const multiple = terms.maxCashOutMultiple;
  return {
    amount: win,
    wageringRequired: Math.ceil(win * terms.wagering.multiple),
    maxBet: amountIn(terms.maxBet, currency) ?? win,
    minBet: amountIn(terms.minBet, currency) ?? null,
    maxCashOut: multiple === null ? null : Math.floor(win * multiple),
  };
}

function amountIn(amounts: Partial<Record<string, number>>, currency: string): number | undefined {
  return Object.hasOwn(amounts, currency) ? amounts[currency] : undefined;
}

/** The bonus money: a share of the qualifying amount within the minimum and maximum, or the fixed amount. */
export function bonusAmount(terms: BonusTerms, currency: string, qualifying: number | null): number {
  const { money } = terms;
  if (!money) return 0;
  if (money.kind === 'fixed') return amountIn(money.amounts, currency) ?? 0;
  if (!qualifying || qualifying <= 0) return 0;
  const share = Math.floor((qualifying * money.percent) / 100);
  const max = amountIn(money.max, currency) ?? 0;
  const min = amountIn(money.min, currency) ?? 0;
  return Math.min(max, Math.max(min, share));
}

/** What is known of a game when its stakes are weighed. */
export interface WeighedGame {
  provider: string;
  gameId: string;
  type: GameType | null;
  categories: readonly GameCategory[];
}

/**
 * How much of a stake on the game counts, in percent: the game's own weight, else the lowest weight among its
 * categories that have one (a game in a category that counts less is never counted more), else its type's, else
 * the default.
 */
export function contributionPercent(contributions: GameContributions, game: WeighedGame): number {
  const own = contributions.byGame.find(
    (entry) => entry.provider === game.provider && entry.gameId === game.gameId,
  );
  if (own) return own.percent;
  const byCategory = game.categories
    .map((category) => contributions.byCategory[category])
    .filter((percent): percent is number => percent !== undefined);
  if (byCategory.length > 0) return Math.min(...byCategory);
  const byType = game.type ? contributions.byType[game.type] : undefined;
  return byType ?? contributions.defaultPercent;
}

/** What a round's stakes add to wagering: their weighted share, or nothing below the minimum bet. */
export function wageringCount(stake: number, percent: number, minBet: number | null): number {
  if (stake <= 0 || (minBet !== null && stake < minBet)) return 0;
  return Math.floor((stake * percent) / 100);
}

/** How a completed bonus's balance ends: what becomes real money, and what the cap takes back. */
export function conversion(
  balance: number,
  maxCashOut: number | null,
): { converted: number; forfeited: number } {
  const converted = maxCashOut === null ? balance : Math.min(balance, maxCashOut);
  return { converted, forfeited: balance - converted };
}
