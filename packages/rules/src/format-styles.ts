import type { Language } from './languages.ts';

/** How a language writes numbers and amounts of money. */
export interface NumberStyle {
  /** Between groups of three digits: '1,000' in English, '1.000' in German. */
  readonly group: string;
  /** Before the decimals: '0.50' in English, '0,50' in German. */
  readonly decimal: string;
  readonly minus: string;
  /** The currency follows the number ('1.000,50 €'); otherwise a symbol leads ('€1,000.50'). */
  readonly currencyAfter: boolean;
}

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

const ENGLISH: NumberStyle = { group: ',', decimal: '.', minus: '-', currencyAfter: false };
const DOT_GROUPS: NumberStyle = { group: '.', decimal: ',', minus: '-', currencyAfter: true };
const SPACE_GROUPS: NumberStyle = { group: NO_BREAK_SPACE, decimal: ',', minus: '-', currencyAfter: true };

/**
 * Each language's own separators and currency placement, as its locale writes them (Intl / CLDR for de-DE,
 * fr-FR, ro-RO, sk-SK, es-ES, pt-PT, sl-SI), except that four-digit numbers are grouped in every language
 * (see docs/product-decisions.md). English and British English keep §3: a comma for thousands.
 * A table rather than Intl: the first Intl formatter loads locale data, which costs tens of milliseconds on a
 * slow phone during the first render, and the casino and the game then write the same characters whatever
 * locale data each browser ships.
 */
export const NUMBER_STYLES: Readonly<Record<Language, NumberStyle>> = {
  en: ENGLISH,
  gb: ENGLISH,
  de: DOT_GROUPS,
  fr: { ...SPACE_GROUPS, group: NARROW_NO_BREAK_SPACE },
  ro: DOT_GROUPS,
  sk: SPACE_GROUPS,
  es: DOT_GROUPS,
  pt: SPACE_GROUPS,
  sl: { ...DOT_GROUPS, minus: '\u2212' },
};

/** Between a number and a currency written after it, so the two never part at a line break. */
export const CURRENCY_GAP = NO_BREAK_SPACE;
