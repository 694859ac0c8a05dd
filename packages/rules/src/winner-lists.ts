import type { PlayerCurrency } from './currencies.ts';

/** The top-winners block's tabs (§2.7), in the order they are shown. */
export const WINNER_LISTS = ['latest', 'highRollers', 'day', 'month'] as const;
export type WinnerList = (typeof WINNER_LISTS)[number];

/** What a tab shows: the winning rounds settled in its window, in its order, at most `rows` of them. */
export interface WinnerListRule {
  /** How far back the tab looks, in hours, from now. */
  windowHours: number;
  /** `settled`: newest first; `profit`: the largest profit first; `stake`: the largest stake first. */
  order: 'settled' | 'profit' | 'stake';
  rows: number;
}

/**
 * The tabs' rules (§7 winners lists: weekly, top 3, 5, 10). Windows are rolling, so that the day's and the
 * month's winners never start empty at midnight: the latest 20 wins of the last 30 days, the 10 winning rounds
 * of the week with the largest stakes (high rollers), and the 10 largest profits of the last 24 hours and of
 * the last 30 days.
 */
export const WINNER_LIST_RULES: Readonly<Record<WinnerList, WinnerListRule>> = {
  latest: { windowHours: 30 * 24, order: 'settled', rows: 20 },
  highRollers: { windowHours: 7 * 24, order: 'stake', rows: 10 },
  day: { windowHours: 24, order: 'profit', rows: 10 },
  month: { windowHours: 30 * 24, order: 'profit', rows: 10 },
};

/**
 * Approximate euros per unit of each player currency, used only to rank wins in different currencies against
 * each other; an amount is always shown in the winner's own currency and never converted. Reviewed now and then:
 * a rate a few per cent off only swaps two nearly equal rows.
 */
export const WINNER_RANKING_EUR_PER_UNIT: Readonly<Record<PlayerCurrency, number>> = {
  EUR: 1,
  GBP: 1.16,
  RON: 0.2,
  USD: 0.87,
  AUD: 0.57,
  CAD: 0.63,
  CHF: 1.07,
  NZD: 0.51,
  NOK: 0.086,
  SEK: 0.091,
  DKK: 0.134,
  PLN: 0.235,
  CZK: 0.041,
  ISK: 0.0069,
  BRL: 0.16,
};

/**
 * Who does not see the top winners (§2.7 "hidden for some audiences"): visitors from Great Britain and players
 * whose account is registered there. The UK Gambling Commission's rules (LCCP social responsibility code, CAP
 * code section 16) forbid marketing that suggests winning is common or a way to money, and a running list of
 * other people's wins is that kind of social proof; the product already treats the UK apart (§4: no dropwins).
 * Players on a break do not see it either, wherever they are.
 */
export function winnersHiddenFor(audience: {
  visitorCountry: string | null;
  accountCountry: string | null;
  /** The signed-in player is on a break from gambling (a time-out or self-exclusion): no lure back to play. */
  onBreak?: boolean;
}): boolean {
  return audience.visitorCountry === 'GB' || audience.accountCountry === 'GB' || audience.onBreak === true;
}
