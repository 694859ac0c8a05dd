/** The nine languages of the product (§2.10). `en` is the default and the fallback and has no path prefix. */
export const LANGUAGES = ['en', 'gb', 'de', 'fr', 'ro', 'sk', 'es', 'pt', 'sl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The native name of each language, shown in language pickers. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  gb: 'English (UK)',
  de: 'Deutsch',
  fr: 'Français',
  ro: 'Română',
  sk: 'Slovenčina',
  es: 'Español',
  pt: 'Português',
  sl: 'Slovenščina',
};

/** The BCP 47 tag used for number and date formatting and for the `lang` attribute. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en',
  gb: 'en-GB',
  de: 'de',
  fr: 'fr',
  ro: 'ro',
  sk: 'sk',
  es: 'es',
  pt: 'pt',
  sl: 'sl',
};

/** Country (ISO 3166 alpha-3) to language (§3). */
export const COUNTRY_LANGUAGE: Readonly<Record<string, Language>> = {
  DEU: 'de',
  FRA: 'fr',
  ROU: 'ro',
  PRT: 'pt',
};
