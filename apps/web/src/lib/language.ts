import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/rules';
import { loadLanguage } from './i18n.ts';
import { STORAGE_KEYS, storage } from './storage-keys.ts';

/**
 * Language in the path (§2.1): every route accepts an optional leading language segment. English has no
 * prefix; the other languages have their two-letter code (`/de/faq`). The path is the source of truth for the
 * language once the app has booted (see lib/detect-language.ts for the boot decision).
 */

export interface SplitPath {
  /** The supported language of the first segment, or null when the path has no language segment. */
  language: Language | null;
  /** The path without the language segment, always starting with '/'. */
  rest: string;
  /** True when the first segment looks like a language (two letters) but is not one we support: a 404. */
  unsupported: boolean;
}

const LANGUAGE_SEGMENT = /^[a-z]{2}$/i;

export function splitLanguage(pathname: string): SplitPath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  if (!match) return { language: null, rest: path, unsupported: false };
  const [, first = '', remainder = ''] = match;
  if (isLanguage(first))
    return {
      language: first,
      rest: remainder === '' ? '/' : ensureLeadingSlash(remainder),
      unsupported: false,
    };
  if (LANGUAGE_SEGMENT.test(first)) return { language: null, rest: path, unsupported: true };
  return { language: null, rest: path, unsupported: false };
}

/**
 * The path with every run of slashes made one '/'. Backslashes count as slashes, as browsers read them. A path
 * that starts with two ('//evil.example', or '/en//evil.example' once the prefix is gone) names another site
 * to `history` and to redirects, so every path the app moves to passes through here.
 */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/[/\\]{2,}/g, '/');
}

/**
 * The path for `language`: '/faq' → '/de/faq' (or '/faq' for English). A language prefix already on the path
 * is replaced; a query string and hash are kept; repeated slashes are collapsed, so the result always stays on
 * this site.
 */
export function localizePath(path: string, language: Language): string {
  const { pathname: raw, suffix } = splitSuffix(path);
  const pathname = collapseSlashes(ensureLeadingSlash(raw));
  const { language: current, rest } = splitLanguage(pathname);
  const base = current ? rest : pathname;
  if (language === DEFAULT_LANGUAGE) return `${base}${suffix}`;
  return `/${language}${base === '/' ? '' : base}${suffix}`;
}

/** The language of the current page: the path's language segment, English without one. */
export function useLanguage(): Language {
  const { pathname } = useLocation();
  return splitLanguage(pathname).language ?? DEFAULT_LANGUAGE;
}

/** Localizes app paths for links: `const to = useLocalizedPath(); <Link to={to('/faq')}>`. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}

/**
 * Switches the language (§2.8): stores the choice, loads the translations and moves to the same page under
 * the new prefix, keeping the query string, the hash and the history state.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (language: Language) => {
      const target = localizePath(`${location.pathname}${location.search}${location.hash}`, language);
      // Load the texts first, then move to the new prefix: the path is the source of truth, and the language
      // sync (app/use-language-sync.ts) switches the texts as soon as the new path renders. Changing the
      // language before navigating would let the old path switch it straight back.
      void loadLanguage(language)
        .catch((error: unknown) => console.error('language: loading translations failed', error))
        .finally(() => {
          storage.set(STORAGE_KEYS.language, language);
          void navigate(target, { state: location.state as unknown });
        });
    },
    [location, navigate],
  );
}

function splitSuffix(path: string): { pathname: string; suffix: string } {
  const index = path.search(/[?#]/);
  return index === -1
    ? { pathname: path, suffix: '' }
    : { pathname: path.slice(0, index), suffix: path.slice(index) };
}

function ensureLeadingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}
