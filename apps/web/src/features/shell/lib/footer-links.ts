import type { InfoPageNode } from '@casino/contracts';
import { infoLinkKind } from '@casino/rules';

/** Where a footer link goes (§2.8). Internal paths are unlocalized; the caller adds the language prefix. */
export type FooterLinkTarget =
  { kind: 'chat' } | { kind: 'external'; href: string } | { kind: 'internal'; path: string };

/**
 * - `support_block` opens the live chat;
 * - `affiliates` opens its content (an http(s) URL) in a new tab; any other content falls back to its page;
 * - `quick_link` (also `quick_link_*`, codes need not be unique in the tree) goes to main plus its
 *   content path; a full URL is reduced to its path, so such a link never leaves the site;
 * - anything else opens its information page, /info_pages/<code>.
 */
export function footerLinkTarget(node: Pick<InfoPageNode, 'code' | 'content'>): FooterLinkTarget {
  const kind = infoLinkKind(node.code);
  if (kind === 'support_block') return { kind: 'chat' };
  if (kind === 'affiliates') {
    const url = httpUrl(node.content.trim());
    if (url) return { kind: 'external', href: url.href };
  }
  if (kind === 'quick_link') {
    return { kind: 'internal', path: quickLinkPath(node.content) };
  }
  return { kind: 'internal', path: `/info_pages/${encodeURIComponent(node.code)}` };
}

/** "games/slots", "/games/slots" and "https://host/games/slots" all become "/games/slots". */
export function quickLinkPath(content: string): string {
  const trimmed = content.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    const url = httpUrl(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
    return url ? `${url.pathname}${url.search}${url.hash}` : '/';
  }
  return `/${trimmed.replace(/^\/+/, '')}`;
}

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
