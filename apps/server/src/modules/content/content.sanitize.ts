import sanitizeHtml from 'sanitize-html';
import { infoLinkKind } from '@casino/contracts';

/**
 * The allow-list for content HTML shown to players (info pages, licence, FAQ answers). Everything else is
 * dropped: scripts, styles, frames, images, forms, event handlers, classes and inline styles. Links keep only
 * http, https, mailto and relative hrefs (protocol-relative `//host` is refused) and always get
 * rel="noopener noreferrer".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Tags whose text must not survive as text either (the default list plus frames, SVG and MathML).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'frame',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'head',
  ],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/** Sanitized results by input; content repeats on every read, so each distinct text is cleaned once. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;

/** Cleans content HTML with the allow-list above. Idempotent: cleaning clean HTML returns it unchanged. */
export function sanitizeContentHtml(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(html, clean);
  return clean;
}

/** A path inside the app: starts with one slash, no scheme, no backslash, no whitespace or control characters. */
export function isInternalPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\<>"'`]*$/.test(value);
}

/** An absolute http or https URL without credentials. */
export function isExternalHttpUrl(value: string): boolean {
  if (/[\s<>"'`]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The content of an info-page node, made safe for its kind: an internal path for quick links, an http(s)
 * URL for affiliates, sanitized HTML otherwise. Returns null when a link target is not acceptable.
 */
export function cleanInfoPageContent(code: string, content: string): string | null {
  const kind = infoLinkKind(code);
  const trimmed = content.trim();
  if (kind === 'quick_link') return isInternalPath(trimmed) ? trimmed : null;
  if (kind === 'affiliates') return isExternalHttpUrl(trimmed) ? trimmed : null;
  return sanitizeContentHtml(content);
}
