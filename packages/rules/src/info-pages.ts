/** Information-page codes must match this (lower-case letters, digits, `_` and `-`; 1 to 64 characters). */
export const INFO_PAGE_CODE_PATTERN = /^[a-z0-9_-]{1,64}$/;

/** Node codes with a behaviour of their own in the footer (§2.8). */
export const SUPPORT_BLOCK_CODE = 'support_block';
export const AFFILIATES_CODE = 'affiliates';
/** Codes `quick_link` and `quick_link_<name>` are links to `content`, a path inside the app. */
export const QUICK_LINK_PREFIX = 'quick_link';
/** The SEO page used when no other matches the path (§2.7). */
export const SEO_MAIN_CODE = 'seo_main';
/** The content block holding the licence text shown in the footer. */
export const LICENCE_BLOCK_CODE = 'licence';

/**
 * What a footer link does (§2.8): `support_block` opens live chat, `affiliates` opens its content URL in a new
 * tab, `quick_link` goes to its content path, `page` opens /info_pages/{code}. Top-level nodes are the footer's
 * columns; their own code has no behaviour.
 */
export type InfoLinkKind = 'support_block' | 'affiliates' | 'quick_link' | 'page';
export function infoLinkKind(code: string): InfoLinkKind {
  if (code === SUPPORT_BLOCK_CODE) return 'support_block';
  if (code === AFFILIATES_CODE) return 'affiliates';
  if (code === QUICK_LINK_PREFIX || code.startsWith(`${QUICK_LINK_PREFIX}_`)) return 'quick_link';
  return 'page';
}
