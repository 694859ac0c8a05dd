import { COUNTRY_LANGUAGE, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { visitorOffer } from './markets.ts';

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
  /** Whether the visitor came through a referral link (`?ref=`), for the UK rules of §4. */
  referred?: boolean;
}

/**
 * The language choice order of §4: profile language, then path, then the stored choice, then the country,
 * then the browser language (gb becomes en unless the country is GBR), falling back to en. A UK visitor is held
 * to the market's offer (§4): switched to gb with a referral code, kept to the restricted list without one.
 */
export function chooseLanguage(input: LanguageChoiceInput): Language {
  if (isLanguage(input.profileLanguage)) return input.profileLanguage;
  const offer = visitorOffer({ country: input.country, referred: input.referred ?? false });
  const offered = (language: Language) =>
    offer.languages === null || offer.languages.includes(language) ? language : DEFAULT_LANGUAGE;
  if (isLanguage(input.pathLanguage)) return offered(input.pathLanguage);
  if (offer.language) return offer.language;
  return offered(chooseVisitorLanguage(input));
}

/** The choice for a visitor without a profile language or a path language, before the market's offer. */
function chooseVisitorLanguage(input: LanguageChoiceInput): Language {
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
