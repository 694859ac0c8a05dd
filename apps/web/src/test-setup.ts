import '@testing-library/jest-dom/vitest';
import { setTranslationSource } from './lib/i18n.ts';

// Tests read the translation files from disk instead of fetching the built assets.
const localeFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
setTranslationSource(async (language) =>
  Object.entries(localeFiles)
    .filter(([path]) => path.startsWith(`./locales/${language}/`))
    .map(([, messages]) => messages),
);
