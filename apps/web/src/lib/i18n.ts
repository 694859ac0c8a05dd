import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import localeBundleUrls from 'virtual:locale-bundles';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_LOCALES, type Language } from '@casino/rules';

type Messages = Record<string, unknown>;
/** Where a language's messages come from: the built JSON asset by default; tests read the files from disk. */
export type TranslationSource = (language: Language) => Promise<Messages[]>;

/**
 * Translations live in `locales/<language>/<feature>.json`; each file holds top-level sections
 * (`general`, `errors`, …). The build merges one language's files into one hashed JSON asset
 * (vite/locale-bundles.ts), fetched for the language in use only: data, not code, so it costs no script
 * parsing and stays out of the JavaScript bundle.
 */
const pending = new Map<string, Promise<Messages>>();

function fetchMessages(url: string): Promise<Messages> {
  let request = pending.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`translations ${url}: HTTP ${response.status}`);
      return response.json() as Promise<Messages>;
    });
    request.catch(() => pending.delete(url));
    pending.set(url, request);
  }
  return request;
}

let source: TranslationSource = async (language) => [await fetchMessages(localeBundleUrls[language])];

export function setTranslationSource(next: TranslationSource): void {
  source = next;
}

/** Starts downloading a language's files without waiting (loadLanguage reuses the requests). */
export function prefetchLanguage(language: Language): void {
  void source(language).catch(() => undefined);
}

export async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const files = await source(language);
  // The files are merged onto the first one, so the built asset (one file) is taken as it is. The bundle is added
  // once per language, so i18next need not deep-merge it into anything (a deep merge of every message costs a
  // phone's first screen a long task).
  const [first = {}, ...rest] = files;
  const bundle = rest.reduce<Messages>((merged, file) => deepMerge(merged, file), first);
  i18next.addResourceBundle(language, 'translation', bundle, false, true);
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await Promise.all([
    loadLanguage(language),
    language === DEFAULT_LANGUAGE ? null : loadLanguage(DEFAULT_LANGUAGE),
  ]);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = LANGUAGE_LOCALES[language];
}

function deepMerge(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = isPlainObject(existing) && isPlainObject(value) ? deepMerge(existing, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
