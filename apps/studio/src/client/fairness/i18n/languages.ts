/** The player languages of Lumen Casino and the Intl locale each formats money and dates with. */
export const FAIRNESS_LANGUAGES = ['en', 'gb', 'de', 'fr', 'ro', 'sk', 'es', 'pt', 'sl'] as const;

export type FairnessLanguage = (typeof FAIRNESS_LANGUAGES)[number];

const LOCALES: Record<FairnessLanguage, string> = {
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

/** The language itself when supported, English otherwise. */
export function resolveLanguage(language: string): FairnessLanguage {
  const code = language.trim().toLowerCase();
  return (FAIRNESS_LANGUAGES as readonly string[]).includes(code) ? (code as FairnessLanguage) : 'en';
}

export function localeOf(language: FairnessLanguage): string {
  return LOCALES[language];
}
