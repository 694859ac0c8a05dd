import { LANGUAGES } from '@casino/rules';
import type { SeoPage } from '@casino/contracts';

export const SEO_MAIN_CODE = 'seo_main';

/** "/de/games/slots/" → "/games/slots": the path without its language segment and trailing slash. */
export function stripLanguagePrefix(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (first !== undefined && (LANGUAGES as readonly string[]).includes(first)) segments.shift();
  return `/${segments.join('/')}`;
}

/** Normalizes an SEO entry's or a location's path: no query or hash, one leading slash, no trailing one. */
export function normalizeSeoPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare.split('/').filter(Boolean);
  return `/${segments.join('/')}`.toLowerCase();
}

/**
 * §2.7: the SEO page whose path matches the current path without its language prefix, falling back to
 * the main one (`seo_main`). Undefined only when neither exists.
 */
export function findSeoPage(pages: readonly SeoPage[], pathname: string): SeoPage | undefined {
  const path = normalizeSeoPath(stripLanguagePrefix(pathname));
  return (
    pages.find((page) => normalizeSeoPath(page.path) === path) ??
    pages.find((page) => page.code === SEO_MAIN_CODE)
  );
}

/** The canonical URL: the origin plus the current localized path, without query, hash or trailing slash. */
export function canonicalUrl(origin: string, pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return `${origin}/${segments.join('/')}`;
}
