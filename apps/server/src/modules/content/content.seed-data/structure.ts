/**
 * The shape of the demo content, the same in every language: footer columns and their links, SEO paths and
 * the FAQ order. Each language file supplies the words for every code here; the `LanguageContent` type makes
 * a missing entry a compile error.
 */

/** Information pages with an HTML body, opened at /info_pages/{code}. */
export const PAGE_CODES = [
  'about_us',
  'terms_and_conditions',
  'privacy_policy',
  'cookie_policy',
  'responsible_gaming',
  'bonus_terms',
  'kyc_policy',
  'aml_policy',
  'contact_us',
] as const;
export type PageCode = (typeof PAGE_CODES)[number];

/** A footer entry: a page (body from the language file) or a link with a fixed target. */
export type FooterEntry = { code: PageCode } | { code: LinkCode; target: string };

export const LINK_CODES = [
  'quick_link_slots',
  'quick_link_live',
  'quick_link_jackpots',
  'quick_link_tournaments',
  'quick_link_bonuses',
  'quick_link_loyalty',
  'support_block',
  'quick_link_faq',
  'affiliates',
] as const;
export type LinkCode = (typeof LINK_CODES)[number];

export const COLUMN_CODES = ['casino', 'information', 'support', 'partners'] as const;
export type ColumnCode = (typeof COLUMN_CODES)[number];

export type FooterCode = ColumnCode | PageCode | LinkCode;

export const FOOTER: ReadonlyArray<{ code: ColumnCode; childs: readonly FooterEntry[] }> = [
  {
    code: 'casino',
    childs: [
      { code: 'quick_link_slots', target: '/games/slots' },
      { code: 'quick_link_live', target: '/games/live' },
      { code: 'quick_link_jackpots', target: '/jackpots' },
      { code: 'quick_link_tournaments', target: '/tournaments' },
      { code: 'quick_link_bonuses', target: '/bonuses' },
      { code: 'quick_link_loyalty', target: '/loyalty' },
    ],
  },
  {
    code: 'information',
    childs: [
      { code: 'about_us' },
      { code: 'terms_and_conditions' },
      { code: 'privacy_policy' },
      { code: 'cookie_policy' },
      { code: 'responsible_gaming' },
      { code: 'bonus_terms' },
      { code: 'kyc_policy' },
      { code: 'aml_policy' },
    ],
  },
  {
    code: 'support',
    childs: [
      // Opens live chat in the client (an e-mail to support without a chat service); it has no target of its own.
      { code: 'support_block', target: '' },
      { code: 'quick_link_faq', target: '/faq' },
      { code: 'contact_us' },
    ],
  },
  { code: 'partners', childs: [{ code: 'affiliates', target: 'https://affiliates.lumen.casino' }] },
];

export const SEO_PAGES = [
  { code: 'seo_main', path: '/' },
  { code: 'seo_faq', path: '/faq' },
  { code: 'seo_privacy_policy', path: '/info_pages/privacy_policy' },
  { code: 'seo_slots', path: '/games/slots' },
  { code: 'seo_live', path: '/games/live' },
  { code: 'seo_jackpots', path: '/jackpots' },
  { code: 'seo_tournaments', path: '/tournaments' },
  { code: 'seo_bonuses', path: '/bonuses' },
  { code: 'seo_loyalty', path: '/loyalty' },
  { code: 'seo_aviator', path: '/aviator' },
  { code: 'seo_live_casino', path: '/live_casino' },
  { code: 'seo_welcome_offer', path: '/welcome_offer' },
] as const;
export type SeoCode = (typeof SEO_PAGES)[number]['code'];

export const FAQ_CODES = [
  'registration',
  'verification',
  'deposits',
  'withdrawals',
  'bonuses',
  'responsible_gambling',
  'demo_mode',
  'languages',
  'contact',
] as const;
export type FaqCode = (typeof FAQ_CODES)[number];

/** Everything a language supplies. HTML fields use the content allow-list (p, h2-h4, lists, links, tables…). */
export interface LanguageContent {
  /** The title of every footer node: columns, pages and links. Plain text. */
  titles: Record<FooterCode, string>;
  /** The HTML body of every information page. */
  pages: Record<PageCode, string>;
  /** Title (under 60 characters) and description (120-160 characters) per SEO page. Plain text. */
  seo: Record<SeoCode, { title: string; description: string }>;
  /** The licence block: a plain-text title and an HTML body. */
  licence: { title: string; content: string };
  /** Questions (plain text) and answers (HTML), in the order of FAQ_CODES. */
  faq: Record<FaqCode, { question: string; answer: string }>;
}
