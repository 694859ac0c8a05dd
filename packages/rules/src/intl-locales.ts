import type { Language } from './languages.ts';

/** The Intl locale of each language: dates, the `lang` of a page, and the locale whose numbers tests compare. */
export const INTL_LOCALE_OF: Readonly<Record<Language, string>> = {
  en: 'en-US',
  gb: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  ro: 'ro-RO',
  sk: 'sk-SK',
  es: 'es-ES',
  pt: 'pt-PT',
  sl: 'sl-SI',
};
