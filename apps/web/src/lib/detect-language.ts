import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_DETECTION_MAX_RUNS,
  type Language,
  type LanguageChoiceInput,
} from '@casino/rules';
import { collapseSlashes, localizePath, splitLanguage } from './language.ts';
import { STORAGE_KEYS, storage } from './storage-keys.ts';

/**
 * The language decision of §4 ("at most 3 runs are attempted").
 *
 * A *run* is one pass of the choice order over the inputs known at that moment. The first run happens at boot
 * (path, stored choice, country from /api/geo, browser languages). Later runs happen when a new input arrives
 * that can change the answer, such as the profile language once a player logs in. Each run may move the page
 * to another language prefix; capping the runs per page load at LANGUAGE_DETECTION_MAX_RUNS guarantees that
 * inputs which disagree can never make the app bounce between languages. A run after the cap returns null and
 * changes nothing.
 */
export interface LanguageDetector {
  run: (input: LanguageChoiceInput) => Language | null;
  readonly runs: number;
}

export function createLanguageDetector(maxRuns = LANGUAGE_DETECTION_MAX_RUNS): LanguageDetector {
  let runs = 0;
  return {
    run(input) {
      if (runs >= maxRuns) return null;
      runs += 1;
      return chooseLanguage(input);
    },
    get runs() {
      return runs;
    },
  };
}

/** The detector of this page load, shared by the boot and the later runs. */
export const languageDetector = createLanguageDetector();

export interface BootLanguageInput {
  /** pathname + search + hash of the address the visitor opened. */
  pathname: string;
  search: string;
  hash: string;
  country: string | null;
  browserLanguages: readonly string[];
  /** Whether the visitor came through a referral link (§4's UK rules). */
  referred?: boolean;
}

export interface BootLanguage {
  language: Language;
  /** The address to replace the current one with so that the path carries the language, or null. */
  redirectTo: string | null;
}

/**
 * The boot run. A language in the path wins (and is remembered, so that '/en/faq' stripped to '/faq' stays
 * English on the next visit); without one, the stored choice, then the country, then the browser language.
 * When the result is not English and the path has no prefix, the address gains the prefix (`/faq` → `/de/faq`).
 * An unsupported language segment is left alone: the router shows the 404 page. Repeated slashes are collapsed
 * (`/en//evil.example` → `/evil.example`), so the address never names another site.
 */
export function decideBootLanguage(
  input: BootLanguageInput,
  detector: LanguageDetector = languageDetector,
): BootLanguage {
  const pathname = collapseSlashes(input.pathname);
  const split = splitLanguage(pathname);
  const language =
    detector.run({
      pathLanguage: split.language,
      storedLanguage: storage.get(STORAGE_KEYS.language),
      country: input.country,
      browserLanguages: input.browserLanguages,
      referred: input.referred ?? false,
    }) ?? DEFAULT_LANGUAGE;
  if (split.language) storage.set(STORAGE_KEYS.language, split.language);
  const target = split.unsupported ? pathname : localizePath(pathname, language);
  const redirectTo = target === input.pathname ? null : `${target}${input.search}${input.hash}`;
  return { language, redirectTo };
}

/** The language the boot will most likely pick without waiting for the country: the path's, else the stored one. */
export function provisionalLanguage(pathname: string): Language | null {
  const fromPath = splitLanguage(pathname).language;
  if (fromPath) return fromPath;
  const stored = storage.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : null;
}
