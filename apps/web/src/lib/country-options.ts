import type { CountryEntry } from '@casino/contracts';
import { LANGUAGE_LOCALES, type Language } from '@casino/rules';

export interface CountryOption {
  code: string;
  label: string;
}

/**
 * The country list with names in the page's language (Intl.DisplayNames), falling back to the list's own
 * name where the browser has none, sorted as that language sorts.
 */
export function countryOptions(countries: readonly CountryEntry[], language: Language): CountryOption[] {
  const locale = LANGUAGE_LOCALES[language];
  const names = displayNames(locale);
  return countries
    .map((country) => ({ code: country.alpha2, label: localName(names, country) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

function localName(names: Intl.DisplayNames | null, country: CountryEntry): string {
  try {
    return names?.of(country.alpha2) ?? country.name;
  } catch {
    return country.name;
  }
}

/** Every calling code of the list, once, in numeric order (the phone-prefix choices). */
export function phonePrefixes(countries: readonly CountryEntry[]): string[] {
  const codes = new Set(
    countries.flatMap((country) => country.phoneCodes.map((code) => code.replace(/\D/g, ''))),
  );
  codes.delete('');
  return [...codes].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}
