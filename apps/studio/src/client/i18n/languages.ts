/**
 * The casino's languages (@casino/rules) and each one's Intl locale, for dates and the `lang` of the fairness
 * views. Money and numbers are written by @casino/rules (formatMoney, formatNumber), exactly as the casino does.
 */
import { INTL_LOCALE_OF, LANGUAGES, type Language } from '@casino/rules';

export { LANGUAGES, type Language };

/** The `lang` of the address as one of ours; English when missing or unknown. */
export function resolveLanguage(raw: string | null | undefined): Language {
  const wanted = raw?.trim().toLowerCase();
  return LANGUAGES.find((language) => language === wanted) ?? 'en';
}

/** The language the page was opened in (`?lang=`). */
export function languageOfPage(search: string = window.location.search): Language {
  return resolveLanguage(new URLSearchParams(search).get('lang'));
}

/** The BCP 47 locale for Intl formatting ('gb' is a language of ours, not a language code). */
export function localeOf(language: Language): string {
  return INTL_LOCALE_OF[language];
}

/** The `lang` attribute of the page. */
export function htmlLangOf(language: Language): string {
  return language === 'gb' ? 'en-GB' : language;
}
