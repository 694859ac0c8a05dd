import {
  LANGUAGE_CURRENCY,
  isPlayerCurrency,
  marketOfCountry,
  wageringFitsMarket,
  type Language,
  type PlayerCurrency,
} from '@casino/rules';
import type { Promotion } from '@casino/contracts';
import type { BonusCampaignRow } from './bonuses.tables.ts';

/** Who is reading the promotions: their language, the currency they play or would play in, their country. */
export interface Visitor {
  language: Language;
  currency: PlayerCurrency;
  /** Alpha-2, from the signed-in account or else the address; null when unknown. */
  country: string | null;
}

/**
 * The currency a visitor's promotions are in: the account's for a player, else the one asked for, else the one of
 * the page's language (the deposit banner's).
 */
export function visitorCurrency(
  language: Language,
  asked: PlayerCurrency | undefined,
  account: string | null,
): PlayerCurrency {
  if (account && isPlayerCurrency(account)) return account;
  if (asked) return asked;
  const byLanguage = LANGUAGE_CURRENCY[language];
  return isPlayerCurrency(byLanguage) ? byLanguage : 'EUR';
}

/** Whether the campaign runs at `at`: active, and inside its window. */
export function isRunning(row: BonusCampaignRow, at: Date): boolean {
  return row.status === 'active' && row.startsAt <= at && (row.endsAt === null || row.endsAt > at);
}

/**
 * Whether the campaign is offered to the visitor: paid in their currency, open to their country (a campaign
 * limited to some countries is not offered where the country is unknown), and with wagering the market allows.
 */
export function isOfferedTo(row: BonusCampaignRow, visitor: Visitor): boolean {
  const { currencies, countries, terms } = row.definition;
  if (!currencies.includes(visitor.currency)) return false;
  if (countries !== null && (visitor.country === null || !countries.includes(visitor.country))) return false;
  return wageringFitsMarket(terms.wagering, marketOfCountry(visitor.country));
}

/** Campaigns with the welcome offers first, the others in the order given (newest first where they are listed). */
export function welcomeFirst(rows: readonly BonusCampaignRow[]): BonusCampaignRow[] {
  return [...rows].sort((a, b) => Number(b.welcome) - Number(a.welcome));
}

/** The campaign as the visitor reads it, in their language and currency. */
export function toPromotion(row: BonusCampaignRow, visitor: Visitor): Promotion {
  const { terms, trigger } = row.definition;
  const { currency } = visitor;
  const money = terms.money;
  const text = row.texts[visitor.language];
  return {
    slug: row.slug,
    trigger: trigger.kind,
    title: text.title,
    summary: text.summary,
    terms: text.terms,
    currency,
    percent: money?.kind === 'percent' ? money.percent : null,
    maxAmount:
      money === null ? null : ((money.kind === 'percent' ? money.max : money.amounts)[currency] ?? null),
    freeSpins: terms.freeSpins?.count ?? null,
    wageringMultiple: terms.wagering.multiple,
    wageringBase: terms.wagering.base,
    maxBet: terms.maxBet[currency] ?? 0,
    maxCashOutMultiple: terms.maxCashOutMultiple,
    grantDays: terms.grantDays,
    minDeposit: 'minDeposit' in trigger ? (trigger.minDeposit[currency] ?? null) : null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}
