import i18next from 'i18next';
import { replace, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/rules';
import { localizePath } from './language.ts';
import { STORAGE_KEYS, storage } from './storage-keys.ts';

/** The paths route loaders send the player to. */
export const PATHS = {
  main: '/',
  notFound: '/404',
  paymentHistory: '/balance/payment-history',
} as const;

type LanguageLoader = (
  args: LoaderFunctionArgs,
  language: Language,
) => Response | null | Promise<Response | null>;

/**
 * Resolves the language segment: none → English; 'en' → the same address without it (and English is
 * remembered, §4 "en means strip it from the path"); unsupported → the 404 page.
 */
export function withLanguage(loader: LanguageLoader): LoaderFunction {
  return (args) => {
    const { lang } = args.params;
    if (lang === undefined) return loader(args, DEFAULT_LANGUAGE);
    if (!isLanguage(lang)) throw replace(localizePath(PATHS.notFound, currentLanguage()));
    if (lang === DEFAULT_LANGUAGE) {
      storage.set(STORAGE_KEYS.language, DEFAULT_LANGUAGE);
      const url = new URL(args.request.url);
      throw replace(`${localizePath(url.pathname, DEFAULT_LANGUAGE)}${url.search}`);
    }
    return loader(args, lang);
  };
}

/** A redirect to `path` in `language` that replaces the history entry. */
export function to(path: string, language: Language, search = ''): Response {
  return replace(`${localizePath(path, language)}${search}`);
}

/** The language the app shows now (for pages reached from an address without a valid language). */
function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
