import type { Language } from './languages.ts';

/** For tests: the Intl locale whose own way of writing numbers and money each language follows. */
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
