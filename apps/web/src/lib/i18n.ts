import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_LOCALES, type Language } from '@casino/rules';

/**
 * Translations live in `locales/<language>/<feature>.json`; each file holds top-level sections
 * (`general`, `errors`, …) and the files of one language are merged into one bundle. Each language is a
 * separate lazy chunk, so a visitor downloads only the language they read.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** Starts downloading a language's files without waiting (the module cache keeps them for loadLanguage). */
export function prefetchLanguage(language: Language): void {
  for (const [path, load] of Object.entries(files)) {
    if (path.startsWith(`../locales/${language}/`)) load().catch(() => undefined);
  }
}

export async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const loaders = Object.entries(files).filter(([path]) => path.startsWith(`../locales/${language}/`));
  const modules = await Promise.all(loaders.map(([, load]) => load()));
  const bundle = modules.reduce<Record<string, unknown>>(
    (merged, module) => deepMerge(merged, module.default),
    {},
  );
  i18next.addResourceBundle(language, 'translation', bundle, true, true);
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
  await i18next.changeLanguage(language);
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
