/**
 * The rules that differ by market (§4 and issue "Responsible gambling"): which apply is decided by the visitor's
 * or the account's country. The United Kingdom follows the Gambling Commission's rules; every other market
 * takes the defaults, which follow the Malta Player Protection Directive.
 */

import type { Language } from './languages.ts';

export const MARKETS = ['uk', 'default'] as const;
export type Market = (typeof MARKETS)[number];

/** Reality-check intervals a player may choose, in minutes (10 minutes to 8 hours). */
export const REALITY_CHECK_MIN_MINUTES = 10;
export const REALITY_CHECK_MAX_MINUTES = 480;

export interface MarketRules {
  /** Hours a raised or removed limit waits before the player may confirm it. */
  limitCoolingOffHours: number;
  /** Whether a player may switch reality checks off. */
  realityChecksMayBeOff: boolean;
  /** The reality-check interval a new player starts with, in minutes; null: off until chosen. */
  defaultRealityCheckMinutes: number | null;
  /** The most a bonus's wagering requirement may be, as a multiple of the bonus; null: no cap. */
  maxBonusWageringMultiple: number | null;
  /** Whether the drops-and-wins category and its entries are offered (§4: removed for the UK). */
  dropsAndWinsOffered: boolean;
}

export const MARKET_RULES: Readonly<Record<Market, MarketRules>> = {
  uk: {
    limitCoolingOffHours: 24,
    // RTS 13 asks that reality checks be offered; the product keeps them on for UK players, every hour by default.
    realityChecksMayBeOff: false,
    defaultRealityCheckMinutes: 60,
    // The Gambling Commission caps bonus wagering requirements at 10 times the bonus (from 19 January 2026).
    maxBonusWageringMultiple: 10,
    dropsAndWinsOffered: false,
  },
  default: {
    limitCoolingOffHours: 24,
    realityChecksMayBeOff: true,
    defaultRealityCheckMinutes: null,
    maxBonusWageringMultiple: null,
    dropsAndWinsOffered: true,
  },
};

/** The market of a country, by its ISO 3166 alpha-2 or alpha-3 code; unknown countries take the defaults. */
export function marketOfCountry(country: string | null | undefined): Market {
  const code = country?.toUpperCase();
  return code === 'GB' || code === 'GBR' ? 'uk' : 'default';
}

/** Whether a reality-check interval (minutes; null: off) is one this market lets a player choose. */
export function isAllowedRealityCheck(market: Market, minutes: number | null): boolean {
  if (minutes === null) return MARKET_RULES[market].realityChecksMayBeOff;
  return (
    Number.isInteger(minutes) && minutes >= REALITY_CHECK_MIN_MINUTES && minutes <= REALITY_CHECK_MAX_MINUTES
  );
}

/** A referral code as a referral link (`?ref=CODE`) carries it: 4 to 32 letters and digits. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/** §4: a UK visitor who did not come through a referral link is offered only these languages, and EUR. */
export const UK_UNREFERRED_LANGUAGES: readonly Language[] = ['en'];

/** What the site offers a visitor by market (§4); null fields leave the usual choice alone. */
export interface VisitorOffer {
  /** The languages offered; null: every language. */
  languages: readonly Language[] | null;
  /** The only currency offered at registration; null: every currency. */
  currency: 'EUR' | null;
  /** The language the visitor is switched to; null: the usual choice. */
  language: Language | null;
}

/**
 * §4: a visitor from the UK with a referral code is switched to `gb`; one without is offered the restricted
 * language list and EUR. Everyone else gets the usual choices.
 */
export function visitorOffer({
  country,
  referred,
}: {
  country: string | null | undefined;
  referred: boolean;
}): VisitorOffer {
  if (marketOfCountry(country) !== 'uk') return { languages: null, currency: null, language: null };
  return referred
    ? { languages: null, currency: null, language: 'gb' }
    : { languages: UK_UNREFERRED_LANGUAGES, currency: 'EUR', language: null };
}

/** The categories some market does not offer (§4): a list of one answers by the visitor's market. */
export function isMarketCategory(category: string): boolean {
  return category === 'dropwins';
}

/** The game categories a market offers, in their order: drops and wins is removed for the UK (§4). */
export function offeredCategories<Category extends string>(
  market: Market,
  categories: readonly Category[],
): readonly Category[] {
  return MARKET_RULES[market].dropsAndWinsOffered
    ? categories
    : categories.filter((category) => category !== 'dropwins');
}
