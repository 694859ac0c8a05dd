import { COUNTRY_LANGUAGE, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

export interface LanguageChoiceInput {
  /** The authenticated player's profile language, when there is one. */
  profileLanguage?: string | null;
  /** The language segment of the current path, when there is one. */
  pathLanguage?: string | null;
  /** The language stored by an earlier choice (storage key `language`). */
  storedLanguage?: string | null;
  /** The visitor's country, ISO 3166 alpha-3. */
  country?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[];
}

/**
 * The language choice order of §4: profile language, then path, then the stored choice, then the country,
 * then the browser language (gb becomes en unless the country is GBR), falling back to en.
 */
export function chooseLanguage(input: LanguageChoiceInput): Language {
  if (isLanguage(input.profileLanguage)) return input.profileLanguage;
  if (isLanguage(input.pathLanguage)) return input.pathLanguage;
  if (isLanguage(input.storedLanguage)) return input.storedLanguage;
  const fromCountry = input.country ? COUNTRY_LANGUAGE[input.country.toUpperCase()] : undefined;
  if (fromCountry) return fromCountry;
  for (const tag of input.browserLanguages ?? []) {
    const candidate = browserTagToLanguage(tag);
    if (candidate) return guardUk(candidate, input.country);
  }
  return DEFAULT_LANGUAGE;
}

function guardUk(language: Language, country: string | null | undefined): Language {
  if (language === 'gb' && country?.toUpperCase() !== 'GBR') return 'en';
  return language;
}

/** Maps a BCP 47 tag to one of our languages: en-GB is gb, other English is en, else the primary subtag. */
export function browserTagToLanguage(tag: string): Language | null {
  const [primary = '', region = ''] = tag.toLowerCase().split('-');
  if (primary === 'en') return region === 'gb' ? 'gb' : 'en';
  return isLanguage(primary) ? primary : null;
}
